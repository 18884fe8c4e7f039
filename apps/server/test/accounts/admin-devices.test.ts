import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminDevices, auditEvents } from "../../src/db/schema.js";
import { ensureAdmin } from "../../src/modules/users/ensure-admin.js";
import { solveCaptcha } from "../support/accounts.js";
import { ADMIN } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";

const DEVICE_COOKIE = "formloom_admin_device";
const OTHER_ADMIN = { email: "second@example.org", password: "Adm1n!other", name: "Ada Lovelace" };

describe.each(databaseKinds())("an admin's sign-in from a new device on %s", (kind) => {
  const context = useTestApp(kind);

  async function adminSignIn(account: typeof ADMIN, deviceToken?: string) {
    const answer = await context.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: {
        email: account.email,
        password: account.password,
        "g-recaptcha-response": await solveCaptcha(context.app),
      },
      cookies: deviceToken ? { [DEVICE_COOKIE]: deviceToken } : {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const cookie = answer.cookies.find((each) => each.name === DEVICE_COOKIE);
    if (!cookie) throw new Error("no device cookie");
    return cookie;
  }

  const signInActions = async () =>
    (
      await context.database.db
        .select({ action: auditEvents.action, actorEmail: auditEvents.actorEmail })
        .from(auditEvents)
        .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
    ).map((entry) => `${entry.action} ${entry.actorEmail}`);

  it("tells a browser never used before apart from one the admin signed in from", async () => {
    await ensureAdmin(context.database.db, ADMIN);
    const first = await adminSignIn(ADMIN);
    expect(first).toMatchObject({
      path: "/api/admin/login",
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 400 * 24 * 60 * 60,
    });
    expect(first.value).toMatch(/^[\w-]{43}$/);

    const again = await adminSignIn(ADMIN, first.value);
    expect(again.value).toBe(first.value);
    const forged = await adminSignIn(ADMIN, "not-a-token-this-server-gave");
    expect(forged.value).not.toBe("not-a-token-this-server-gave");

    expect(await signInActions()).toEqual([
      `admin.signed_in_new_device ${ADMIN.email}`,
      `admin.signed_in ${ADMIN.email}`,
      `admin.signed_in_new_device ${ADMIN.email}`,
    ]);
    // Only the hash of a device's token is kept.
    const stored = await context.database.db.select().from(adminDevices);
    expect(stored).toHaveLength(2);
    expect(stored.map((device) => device.tokenHash)).not.toContain(first.value);
  });

  it("counts a browser as known only to the admin who signed in from it", async () => {
    await ensureAdmin(context.database.db, ADMIN);
    await ensureAdmin(context.database.db, OTHER_ADMIN);
    const shared = await adminSignIn(ADMIN);
    const other = await adminSignIn(OTHER_ADMIN, shared.value);
    expect(other.value).not.toBe(shared.value);
    expect(await signInActions()).toEqual([
      `admin.signed_in_new_device ${ADMIN.email}`,
      `admin.signed_in_new_device ${OTHER_ADMIN.email}`,
    ]);
  });

  it("remembers at most twenty browsers per admin, forgetting the least recently used", async () => {
    await ensureAdmin(context.database.db, ADMIN);
    const oldest = await adminSignIn(ADMIN);
    for (let index = 0; index < 20; index += 1) await adminSignIn(ADMIN);
    expect(await context.database.db.select().from(adminDevices)).toHaveLength(20);
    await adminSignIn(ADMIN, oldest.value);
    expect((await signInActions()).at(-1)).toBe(`admin.signed_in_new_device ${ADMIN.email}`);
  });
});
