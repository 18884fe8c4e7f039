import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.js";
import { register, STRONG_PASSWORD, signUp, solveCaptcha } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { codeIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("POST /api/users/register on %s", (kind) => {
  const context = useTestApp(kind);

  async function storedUser(email: string) {
    const [row] = await context.database.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  it("creates an unverified account and mails a 6-digit code", async () => {
    const response = await register(context.app, {
      email: "Ada@Example.org",
      name: "  Ada   Lovelace",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      statusCode: 201,
      message: "Account created. We sent a 6-digit code to ada@example.org.",
      data: { email: "ada@example.org" },
    });
    const user = await storedUser("ada@example.org");
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      isVerified: false,
      active: true,
      role: "user",
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = context.mailer.lastTo("ada@example.org");
    expect(mail?.subject).toBe("Formloom: your verification code");
    expect(mail?.html).toContain(codeIn(mail));
  });

  it("refuses a sign-up without a captcha, with a bad one, and with a reused one", async () => {
    const body = {
      name: "Ada Lovelace",
      email: "ada@example.org",
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    };
    const missing = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please complete the CAPTCHA");

    const forged = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: {
        ...body,
        "g-recaptcha-response": Buffer.from(
          '{"challenge":{"parameters":{"nonce":"x"}},"solution":{"counter":1,"derivedKey":"00"}}',
        ).toString("base64"),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Captcha verification failed");

    const captcha = await solveCaptcha(context.app);
    const first = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: { ...body, "g-recaptcha-response": captcha },
    });
    expect(first.statusCode).toBe(201);
    const replay = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: { ...body, email: "grace@example.org", "g-recaptcha-response": captcha },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe("Captcha verification failed");
    expect(await storedUser("grace@example.org")).toBeUndefined();
  });

  it("answers each invalid field with the spec's message", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: {
        name: "Ada",
        email: "not-an-email",
        password: "weakpass",
        confirmPassword: "other",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: "Name must be at least 4 characters",
      email: "Please enter valid email ID",
      password: expect.stringMatching(/^Password must contain atleast one/),
    });
  });

  it("refuses an email that already has a verified account", async () => {
    await signUp(context.app, context.mailer, "ada@example.org");
    const again = await register(context.app, { email: "ada@example.org" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this email already exists. Please sign in.");
  });

  it("lets an unverified sign-up start again with its password: new name, new code", async () => {
    await register(context.app, { email: "ada@example.org" });
    const firstCode = codeIn(context.mailer.lastTo("ada@example.org"));
    const again = await register(context.app, { email: "ada@example.org", name: "Ada King" });
    expect(again.statusCode).toBe(201);
    expect((await storedUser("ada@example.org"))?.name).toBe("Ada King");
    const old = await context.app.inject({
      method: "POST",
      url: "/api/users/verify-otp",
      payload: { email: "ada@example.org", otp: firstCode },
    });
    const secondCode = codeIn(context.mailer.lastTo("ada@example.org"));
    if (secondCode !== firstCode) expect(old.statusCode).toBe(400);
  });

  it("leaves nothing behind when the code cannot be mailed", async () => {
    context.mailer.failDelivery();
    const response = await register(context.app, { email: "ada@example.org" });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      "We could not send the verification email. Please try again in a few minutes.",
    );
    expect(await storedUser("ada@example.org")).toBeUndefined();
  });

  it("ignores fields a client must not set", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: {
        name: "Ada Lovelace",
        email: "ada@example.org",
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        role: "admin",
        isVerified: true,
        active: false,
        "g-recaptcha-response": await solveCaptcha(context.app),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await storedUser("ada@example.org")).toMatchObject({
      role: "user",
      isVerified: false,
      active: true,
    });
  });
});
