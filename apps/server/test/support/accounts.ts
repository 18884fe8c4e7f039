import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { App } from "../../src/app.js";
import { codeIn, type MemoryMailer } from "./memory-mailer.js";

export const STRONG_PASSWORD = "Str0ng!pass";

/** Solves a real challenge from the app, as the browser widget would. */
export async function solveCaptcha(app: App): Promise<string> {
  const challenge = (await app.inject({ method: "GET", url: "/api/captcha/challenge" })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function register(
  app: App,
  {
    name = "Ada Lovelace",
    email,
    password = STRONG_PASSWORD,
  }: { name?: string; email: string; password?: string },
) {
  return app.inject({
    method: "POST",
    url: "/api/users/register",
    payload: {
      name,
      email,
      password,
      confirmPassword: password,
      "g-recaptcha-response": await solveCaptcha(app),
    },
  });
}

export async function login(
  app: App,
  email: string,
  password = STRONG_PASSWORD,
  path = "/api/users/login",
) {
  return app.inject({
    method: "POST",
    url: path,
    payload: { email, password, "g-recaptcha-response": await solveCaptcha(app) },
  });
}

/** Registers and verifies a user; answers their session token. */
export async function signUp(
  app: App,
  mailer: MemoryMailer,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  const registered = await register(app, { email, password });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await app.inject({
    method: "POST",
    url: "/api/users/verify-otp",
    payload: { email, otp: codeIn(mailer.lastTo(email)) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json().data.token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
