import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { twoFactorSecrets, users } from "../../src/db/schema.js";
import { bearer, login, STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";
import { nextCode, secondStep, turnOnTwoFactor } from "../support/two-factor.js";

const EMAIL = "ada@example.org";

describe.each(databaseKinds())("two-factor authentication on %s", (kind) => {
  const context = useTestApp(kind);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    context.app.inject({ method: "POST", url, headers: bearer(token), payload });
  const me = async (token: string) =>
    (
      await context.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(token) })
    ).json().data;
  const tokenOfPassword = async () => {
    const response = await login(context.app, EMAIL);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    return response.json().twoFactorToken as string;
  };

  it("is off until a code from the app confirms the set-up", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    expect(await me(token)).toMatchObject({ twoFactorEnabled: false });
    const early = await post("/api/users/two-factor/confirm", token, { code: "123456" });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("TWO_FACTOR_NOT_STARTED");

    const setup = await post("/api/users/two-factor/setup", token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Formloom:ada%40example.org?secret=${secret}&issuer=Formloom`,
    );
    const [stored] = await context.database.db.select().from(twoFactorSecrets);
    expect(stored?.encryptedSecret).not.toContain(secret);

    const wrong = await post("/api/users/two-factor/confirm", token, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "TWO_FACTOR_CODE_INVALID",
      errors: { code: "The code is not right. Please try again." },
    });
    expect(await me(token)).toMatchObject({ twoFactorEnabled: false });

    const right = await post("/api/users/two-factor/confirm", token, {
      code: await nextCode(secret),
    });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes, user } = right.json().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(user).toMatchObject({ twoFactorEnabled: true });
    expect(await me(token)).toMatchObject({ twoFactorEnabled: true });

    const again = await post("/api/users/two-factor/setup", token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("TWO_FACTOR_ALREADY_ON");
  });

  it("asks for a code after the password, and gives the session for a right one, once", async () => {
    const { secret } = await turnOnTwoFactor(
      context.app,
      await signUp(context.app, context.mailer, EMAIL),
    );
    const response = await login(context.app, EMAIL);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: "TWO_FACTOR_REQUIRED",
      message: "Enter the code from your authenticator app to finish signing in.",
      twoFactorToken: expect.any(String),
    });
    const { twoFactorToken } = response.json();

    const wrong = await secondStep(context.app, { twoFactorToken, code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("TWO_FACTOR_CODE_INVALID");

    const code = await nextCode(secret);
    const signedIn = await secondStep(context.app, {
      twoFactorToken,
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      message: "Login successful",
      data: { email: EMAIL, token: expect.any(String), user: { twoFactorEnabled: true } },
    });
    expect((await me(signedIn.json().data.token)).email).toBe(EMAIL);

    const replayed = await secondStep(context.app, { twoFactorToken, code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe("TWO_FACTOR_CODE_INVALID");
  });

  it("takes each recovery code once, however it is typed", async () => {
    const { recoveryCodes } = await turnOnTwoFactor(
      context.app,
      await signUp(context.app, context.mailer, EMAIL),
    );
    const recoveryCode = recoveryCodes[0] as string;
    const first = await secondStep(context.app, {
      twoFactorToken: await tokenOfPassword(),
      recoveryCode: ` ${recoveryCode.toUpperCase().replaceAll("-", " ")} `,
    });
    expect(first.statusCode).toBe(200);
    const second = await secondStep(context.app, {
      twoFactorToken: await tokenOfPassword(),
      recoveryCode,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: "TWO_FACTOR_CODE_INVALID",
      errors: { recoveryCode: "This recovery code is not right or was used already." },
    });
    const other = await secondStep(context.app, {
      twoFactorToken: await tokenOfPassword(),
      recoveryCode: recoveryCodes[1],
    });
    expect(other.statusCode).toBe(200);
  });

  it("replaces the recovery codes for a right code only", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const { secret, recoveryCodes } = await turnOnTwoFactor(context.app, token);
    const url = "/api/users/two-factor/recovery-codes";
    expect((await post(url, token, { code: "000000" })).statusCode).toBe(400);
    const replaced = await post(url, token, { code: await nextCode(secret) });
    expect(replaced.statusCode).toBe(200);
    const fresh: string[] = replaced.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await secondStep(context.app, {
      twoFactorToken: await tokenOfPassword(),
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(400);
    const renewed = await secondStep(context.app, {
      twoFactorToken: await tokenOfPassword(),
      recoveryCode: fresh[0],
    });
    expect(renewed.statusCode).toBe(200);
  });

  it("turns off only with the password and a code, and sign-in is one step again", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const { secret, recoveryCodes } = await turnOnTwoFactor(context.app, token);
    const url = "/api/users/two-factor/disable";

    const wrongPassword = await post(url, token, {
      password: "Wr0ng!password",
      code: await nextCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe("WRONG_PASSWORD");
    const wrongCode = await post(url, token, { password: STRONG_PASSWORD, code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe("TWO_FACTOR_CODE_INVALID");
    const noCode = await post(url, token, { password: STRONG_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().code).toBe("VALIDATION_FAILED");
    expect(await me(token)).toMatchObject({ twoFactorEnabled: true });

    const off = await post(url, token, {
      password: STRONG_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ twoFactorEnabled: false });
    expect(await context.database.db.select().from(twoFactorSecrets)).toEqual([]);
    expect((await login(context.app, EMAIL)).statusCode).toBe(200);
    const again = await post(url, token, { password: STRONG_PASSWORD, code: "123456" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("TWO_FACTOR_OFF");
  });

  it("ends a second step started before the password changed, or for the other sign-in", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const { secret } = await turnOnTwoFactor(context.app, token);
    const twoFactorToken = await tokenOfPassword();

    const asAdmin = await secondStep(
      context.app,
      { twoFactorToken, code: await nextCode(secret) },
      { path: "/api/admin/login/two-factor" },
    );
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json().code).toBe("TWO_FACTOR_SIGN_IN_INVALID");

    await context.database.db.update(users).set({ tokenVersion: 5 }).where(eq(users.email, EMAIL));
    const stale = await secondStep(context.app, { twoFactorToken, code: await nextCode(secret) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({
      code: "TWO_FACTOR_SIGN_IN_INVALID",
      message: "This sign-in has expired. Please sign in again.",
    });
  });

  it("refuses a session token, garbage and an expired token as the second step", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const { secret } = await turnOnTwoFactor(context.app, token);
    const twoFactorToken = await tokenOfPassword();
    for (const candidate of [token, "not.a.token"]) {
      const refused = await secondStep(context.app, {
        twoFactorToken: candidate,
        code: await nextCode(secret),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe("TWO_FACTOR_SIGN_IN_INVALID");
    }
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const late = await secondStep(context.app, { twoFactorToken, code: await nextCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("TWO_FACTOR_SIGN_IN_INVALID");
  });

  it("leaves API keys working: they sign no one in", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const created = await post("/api/users/api-keys", token, { name: "CI", scope: "read" });
    expect(created.statusCode, created.body).toBe(201);
    await turnOnTwoFactor(context.app, token);
    const forms = await context.app.inject({
      method: "GET",
      url: "/api/forms",
      headers: bearer(created.json().data.key),
    });
    expect(forms.statusCode).toBe(200);
    const setup = await context.app.inject({
      method: "POST",
      url: "/api/users/two-factor/disable",
      headers: bearer(created.json().data.key),
      payload: { password: STRONG_PASSWORD, code: "123456" },
    });
    expect(setup.json().code).toBe("API_KEY_NOT_ALLOWED");
  });

  it("answers bad input with 400, never 500", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    await turnOnTwoFactor(context.app, token);
    const twoFactorToken = await tokenOfPassword();
    const bodies = [
      { twoFactorToken },
      { twoFactorToken, code: "123456", recoveryCode: "abcd-efgh-jkmn-pqrs" },
      { twoFactorToken, code: "12345" },
      { twoFactorToken, code: "12345\u0000" },
      { twoFactorToken, code: "\ud800" },
      { twoFactorToken, recoveryCode: "x".repeat(100_000) },
      { twoFactorToken, recoveryCode: "abcd-efgh-jkmn-pqr1" },
      { twoFactorToken: "\u0000", code: "123456" },
      { twoFactorToken: "t".repeat(100_000), code: "123456" },
      { code: "123456" },
    ];
    for (const body of bodies) {
      const response = await secondStep(context.app, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    const confirm = await post("/api/users/two-factor/confirm", token, { code: "１２３４５６" });
    expect(confirm.statusCode).toBe(400);
  });
});
