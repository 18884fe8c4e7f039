import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMITS, RATE_LIMITS } from "../../src/plugins/rate-limits.js";
import { STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { useTestApp } from "../support/test-app.js";

const OWNER = "ada@example.org";
const WRONG = "Wr0ng!password";

describe("rate limits", () => {
  const context = useTestApp("pglite", { env: { RATE_LIMIT_FACTOR: "1" } });

  // Each test signs in from addresses of its own: the limits outlive a test's tables.
  const solveCaptchaFrom = async (from: string) => {
    const challenge = (
      await context.app.inject({
        method: "GET",
        url: "/api/captcha/challenge",
        remoteAddress: from,
      })
    ).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  };
  const signIn = async (
    from: string,
    password: string,
    { captcha = true, path = "/api/users/login", email = OWNER } = {},
  ) =>
    context.app.inject({
      method: "POST",
      url: path,
      remoteAddress: from,
      payload: {
        email,
        password,
        ...(captcha ? { "g-recaptcha-response": await solveCaptchaFrom(from) } : {}),
      },
    });

  it("does not let sign-ins without a captcha lock the owner out", async () => {
    await signUp(context.app, context.mailer, OWNER);
    for (let attempt = 0; attempt < 12; attempt++) {
      const path = attempt % 2 === 0 ? "/api/users/login" : "/api/admin/login";
      expect((await signIn("127.0.0.2", WRONG, { captcha: false, path })).statusCode).toBe(400);
    }
    expect((await signIn("127.0.0.2", STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("stops guessing with solved captchas from one address: 429, Retry-After, a clear message", async () => {
    await signUp(context.app, context.mailer, OWNER);
    const { max } = LOGIN_FAILURE_LIMITS.perAccountAndIp;
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await signIn("127.0.0.3", WRONG)).statusCode).toBe(401);
    }
    for (const password of [WRONG, STRONG_PASSWORD]) {
      const blocked = await signIn("127.0.0.3", password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json()).toEqual({
        statusCode: 429,
        code: "RATE_LIMITED",
        message: "Too many attempts. Please try again in 15 minutes.",
      });
    }
    // The owner elsewhere still signs in.
    expect((await signIn("127.0.0.4", STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("stops guessing spread over many addresses with a looser cap on the account", async () => {
    const email = "grace@example.org";
    await signUp(context.app, context.mailer, email);
    const { max } = LOGIN_FAILURE_LIMITS.perAccount;
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await signIn(`127.0.1.${attempt}`, WRONG, { email })).statusCode).toBe(401);
    }
    const blocked = await signIn("127.0.2.1", STRONG_PASSWORD, { email, path: "/api/admin/login" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits password-reset requests per email", async () => {
    const { max } = RATE_LIMITS.forgotPasswordPerAccount;
    const ask = () =>
      context.app.inject({
        method: "POST",
        url: "/api/users/forget-password",
        payload: { email: "target@example.org" },
      });
    for (let attempt = 0; attempt < max; attempt++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
