import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditEvents, serverSecrets, twoFactorSecrets, users } from "../../src/db/schema.js";
import { openSecret, sealSecret } from "../../src/lib/secret-box.js";
import { deriveKey, rotateMasterSecret, TWO_FACTOR_KEY_PURPOSE } from "../../src/lib/secrets.js";
import { ensureAdmin } from "../../src/modules/users/ensure-admin.js";
import { LOGIN_FAILURE_LIMITS } from "../../src/plugins/rate-limits.js";
import { bearer, login, STRONG_PASSWORD, signUp, solveCaptcha } from "../support/accounts.js";
import { ADMIN } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";
import { nextCode, secondStep, turnOnTwoFactor } from "../support/two-factor.js";

const EMAIL = "ada@example.org";

describe.each(databaseKinds())("two-factor sign-in limits and admins on %s", (kind) => {
  const context = useTestApp(kind, {
    env: { RATE_LIMIT_FACTOR: "1", REQUIRE_TWO_FACTOR_FOR_ADMINS: "true" },
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tokenOfPassword = async (email: string, password: string, path: string) => {
    const response = await login(context.app, email, password, path);
    expect(response.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    return response.json().twoFactorToken as string;
  };

  it("counts wrong codes against the account like wrong passwords, until even a right one waits", async () => {
    const { secret } = await turnOnTwoFactor(
      context.app,
      await signUp(context.app, context.mailer, EMAIL),
    );
    const from = "127.0.0.9";
    const twoFactorToken = await tokenOfPassword(EMAIL, STRONG_PASSWORD, "/api/users/login");
    // One wrong password from the address first: both kinds of failure fill the same count.
    const wrongPassword = await context.app.inject({
      method: "POST",
      url: "/api/users/login",
      remoteAddress: from,
      payload: {
        email: EMAIL,
        password: "Wr0ng!password",
        "g-recaptcha-response": await solveCaptcha(context.app),
      },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const { max } = LOGIN_FAILURE_LIMITS.perAccountAndIp;
    for (let attempt = 1; attempt < max; attempt++) {
      const wrong = await secondStep(
        context.app,
        { twoFactorToken, code: "000000" },
        { remoteAddress: from },
      );
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await secondStep(
      context.app,
      { twoFactorToken, code: await nextCode(secret) },
      { remoteAddress: from },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await secondStep(
      context.app,
      { twoFactorToken, code: await nextCode(secret) },
      { remoteAddress: "127.0.0.10" },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("refuses admin sign-in to an admin without two-factor, then takes it with a code", async () => {
    await ensureAdmin(context.database.db, ADMIN);
    const refused = await login(context.app, ADMIN.email, ADMIN.password, "/api/admin/login");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "TWO_FACTOR_SETUP_REQUIRED",
      message: expect.stringContaining("turn it on in your profile"),
    });

    // The admin signs in to the app with the same account and turns it on in the profile.
    const asUser = await login(context.app, ADMIN.email, ADMIN.password);
    expect(asUser.statusCode).toBe(200);
    const { secret } = await turnOnTwoFactor(context.app, asUser.json().data.token);

    const twoFactorToken = await tokenOfPassword(ADMIN.email, ADMIN.password, "/api/admin/login");
    const admin = await secondStep(
      context.app,
      { twoFactorToken, code: await nextCode(secret) },
      { path: "/api/admin/login/two-factor" },
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      message: "Admin login successful!",
      data: { email: ADMIN.email, token: expect.any(String) },
    });
    const users = await context.app.inject({
      method: "GET",
      url: "/api/admin/users",
      headers: bearer(admin.json().data.token),
    });
    expect(users.statusCode).toBe(200);
    // The second step, too, names the browser for the next sign-in.
    expect(admin.cookies.map((cookie) => cookie.name)).toContain("formloom_admin_device");
    const entries = await context.database.db
      .select({ action: auditEvents.action, actorEmail: auditEvents.actorEmail })
      .from(auditEvents)
      .orderBy(auditEvents.createdAt, auditEvents.id);
    expect(entries).toEqual([
      { action: "two_factor.enabled", actorEmail: ADMIN.email },
      { action: "admin.signed_in_new_device", actorEmail: ADMIN.email },
    ]);
  });

  it("keeps authenticator apps working across a rotation of the master secret", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    const [user] = await context.database.db.select().from(users);
    if (!user) throw new Error("no user");
    const oldMaster = "an old master secret of at least thirty-two characters";
    await context.database.db
      .insert(serverSecrets)
      .values({ name: "master", value: oldMaster })
      .onConflictDoUpdate({ target: serverSecrets.name, set: { value: oldMaster } });
    const keyOf = (master: string) => deriveKey(master, TWO_FACTOR_KEY_PURPOSE);
    await context.database.db.insert(twoFactorSecrets).values({
      userId: user.id,
      encryptedSecret: sealSecret(keyOf(oldMaster), "JBSWY3DPEHPK3PXP"),
    });

    await rotateMasterSecret(context.database.db);

    const [master] = await context.database.db.select().from(serverSecrets);
    const [row] = await context.database.db.select().from(twoFactorSecrets);
    expect(master?.value).not.toBe(oldMaster);
    expect(openSecret(keyOf(master?.value ?? ""), row?.encryptedSecret ?? "")).toBe(
      "JBSWY3DPEHPK3PXP",
    );
    expect(openSecret(keyOf(oldMaster), row?.encryptedSecret ?? "")).toBeNull();
  });
});
