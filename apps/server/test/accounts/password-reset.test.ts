import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../src/db/schema.js";
import { bearer, login, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { resetTokenIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

const EMAIL = "ada@example.org";
const NEW_PASSWORD = "N3w!secret";

describe.each(databaseKinds())("forgot and reset password on %s", (kind) => {
  const context = useTestApp(kind, { env: { PUBLIC_URL: "https://forms.example.org" } });

  const forgot = (email: string, host = "evil.example.com") =>
    context.app.inject({
      method: "POST",
      url: "/api/users/forget-password",
      payload: { email },
      headers: { host },
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    context.app.inject({
      method: "POST",
      url: "/api/users/password-reset",
      payload: { token, password, confirmPassword: password },
    });
  const mailArrives = async () => {
    for (
      let tries = 0;
      tries < 50 && !context.mailer.lastTo(EMAIL)?.subject.includes("reset");
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return context.mailer.lastTo(EMAIL);
  };

  it("answers the same for a known and an unknown email, and mails only the known one", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    const known = await forgot(EMAIL);
    const unknown = await forgot("nobody@example.org");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe("Email sent successfully! Please check your inbox.");
    const mail = await mailArrives();
    expect(mail?.subject).toBe("Formloom: reset your password");
    expect(context.mailer.sent.some((sent) => sent.to === "nobody@example.org")).toBe(false);
  });

  it("answers before any reset work is done: no database query or mail on the reply's path", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let announceLocked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      announceLocked = resolve;
    });
    const holder = context.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      announceLocked();
      await released;
    });
    await isLocked;
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000));
    const reply = await Promise.race([forgot(EMAIL), timeout]);
    const mailsWhileLocked = context.mailer.sent.length;
    release();
    await holder;

    expect(reply?.statusCode).toBe(200);
    expect(reply?.json().message).toBe("Email sent successfully! Please check your inbox.");
    expect(mailsWhileLocked).toBe(1);
    expect((await mailArrives())?.subject).toBe("Formloom: reset your password");
  });

  it("builds the link from PUBLIC_URL, never from the request's Host", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    await forgot(EMAIL, "evil.example.com");
    const mail = await mailArrives();
    expect(mail?.text).toMatch(/https:\/\/forms\.example\.org\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text).not.toContain("evil.example.com");
  });

  it("resets once: old sessions end, the old password stops working, the link is used up", async () => {
    const oldSession = await signUp(context.app, context.mailer, EMAIL);
    await forgot(EMAIL);
    const token = resetTokenIn(await mailArrives());

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: "Password reset successfully. Please sign in with your new password.",
      data: null,
    });
    expect(response.json().data).toBeNull();

    const me = await context.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: bearer(oldSession),
    });
    expect(me.statusCode).toBe(401);
    expect((await login(context.app, EMAIL)).statusCode).toBe(401);
    expect((await login(context.app, EMAIL, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(token, "An0ther!pass");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      "This reset link is invalid or has expired. Please request a new one.",
    );
  });

  it("refuses an expired link and a made-up one, and stores tokens hashed", async () => {
    await signUp(context.app, context.mailer, EMAIL);
    await forgot(EMAIL);
    const token = resetTokenIn(await mailArrives());
    const [row] = await context.database.db.select().from(passwordResetTokens);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(token);

    await context.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await reset(token)).statusCode).toBe(400);
    expect((await reset("made-up-token")).statusCode).toBe(400);
  });

  it("checks the new password with the sign-up rules (minimum 8) and the confirmation", async () => {
    const short = await reset("some-token", "Ab1!xyz");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Password must be at least 8 characters");
    const mismatch = await context.app.inject({
      method: "POST",
      url: "/api/users/password-reset",
      payload: { token: "some-token", password: NEW_PASSWORD, confirmPassword: "Other!1x" },
    });
    expect(mismatch.json().errors.confirmPassword).toBe("Passwords must match");
  });
});
