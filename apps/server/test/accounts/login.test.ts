import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.js";
import { ensureAdmin } from "../../src/modules/users/ensure-admin.js";
import { bearer, login, register, STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { codeIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

const EMAIL = "ada@example.org";

describe.each(databaseKinds())("signing in on %s", (kind) => {
  const context = useTestApp(kind);

  it("answers the session the web app stores as userData", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    const response = await login(context.app, "  ADA@example.org ");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 200,
      message: "Login successful",
      data: {
        name: "Ada Lovelace",
        email: EMAIL,
        token: expect.any(String),
        user: { email: EMAIL },
      },
    });
    expect(response.json().data.user).not.toHaveProperty("passwordHash");
  });

  it("gives a wrong password and an unknown email the same status and message", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    const wrongPassword = await login(context.app, EMAIL, "Wr0ng!password");
    const unknownEmail = await login(context.app, "nobody@example.org", "Wr0ng!password");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe("Invalid email or password");
  });

  it("takes about as long for an unknown email as for a wrong password", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    const timeOf = async (email: string) => {
      const started = performance.now();
      await login(context.app, email, "Wr0ng!password");
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round++) {
      known.push(await timeOf(EMAIL));
      unknown.push(await timeOf(`nobody${round}@example.org`));
    }
    // Both pay for one argon2id verification; without the decoy the unknown email takes ~1 ms
    // against ~20 ms, so a loose bound still tells them apart on a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it("sends an unverified account to verification with a fresh code (404), only with the right password", async () => {
    await register(context.app, { email: EMAIL });
    const firstCode = codeIn(context.mailer.lastTo(EMAIL));
    const wrong = await login(context.app, EMAIL, "Wr0ng!password");
    expect(wrong.statusCode).toBe(401);
    const right = await login(context.app, EMAIL);
    expect(right.statusCode).toBe(404);
    expect(right.json().message).toBe(
      `Please verify your email first. We sent a new code to ${EMAIL}.`,
    );
    expect(context.mailer.sent.filter((mail) => mail.to === EMAIL)).toHaveLength(2);
    expect(codeIn(context.mailer.lastTo(EMAIL))).toMatch(/^\d{6}$/);
    expect(firstCode).toMatch(/^\d{6}$/);
  });

  it("refuses a deactivated account with 403 and a clear message", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    await context.database.db.update(users).set({ active: false }).where(eq(users.email, EMAIL));
    const response = await login(context.app, EMAIL);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "This account has been deactivated. Contact the administrator to restore it.",
    );
  });

  it("refuses a sign-in that skipped the captcha", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    const response = await context.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: EMAIL, password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please complete the CAPTCHA");
  });

  it("keeps admin and user sessions apart", async () => {
    const userToken = await signUp(context.app, context.mailer, EMAIL);
    await ensureAdmin(context.database.db, {
      email: "root@example.org",
      password: "Adm1n!pass",
      name: "Grace Hopper",
    });

    const asUser = await login(context.app, EMAIL, STRONG_PASSWORD, "/api/admin/login");
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe("This account does not have admin access");

    const admin = await login(context.app, "root@example.org", "Adm1n!pass", "/api/admin/login");
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      message: "Admin login successful!",
      data: { name: "Grace Hopper", email: "root@example.org", token: expect.any(String) },
    });
    const adminOnUserRoute = await context.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: bearer(admin.json().data.token),
    });
    expect(adminOnUserRoute.statusCode).toBe(403);
    expect(userToken).not.toBe(admin.json().data.token);
  });
});
