import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { VERIFICATION_CODE, waitForMail } from "./outbox.js";
import type { RunningServer } from "./server.js";

export type TestUser = {
  name: string;
  email: string;
  password: string;
  session: { token: string; name: string; email: string; user: Record<string, unknown> };
};

export const TEST_PASSWORD = "Str0ng!pass";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.org`;
}

/** Solves a real ALTCHA challenge of the server, as the widget does in a browser. */
export async function solveCaptcha(server: RunningServer): Promise<string> {
  const challenge = await (await fetch(`${server.url}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function postJson(server: RunningServer, path: string, body: object) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return json;
}

/**
 * A verified account made through the real API (register, mailed code, verify): for tests whose
 * subject is not sign-up itself.
 */
export async function createUser(
  server: RunningServer,
  { name = "Ada Lovelace", email = uniqueEmail(), password = TEST_PASSWORD } = {},
): Promise<TestUser> {
  await postJson(server, "/users/register", {
    name,
    email,
    password,
    confirmPassword: password,
    "g-recaptcha-response": await solveCaptcha(server),
  });
  const otp = await waitForMail(server.dataDir, email, VERIFICATION_CODE);
  const verified = await postJson(server, "/users/verify-otp", { email, otp });
  return { name, email, password, session: verified.data };
}

/** Opens the app signed in as that user (the session stored as the app stores it). */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript((session) => {
    window.localStorage.setItem("userData", session);
  }, JSON.stringify(user.session));
}
