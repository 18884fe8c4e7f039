import { generate } from "otplib";
import { vi } from "vitest";
import type { App } from "../../src/app.js";
import { bearer } from "./accounts.js";

const STEP_MS = 30_000;

/**
 * A code of the authenticator app, a time step after the last one asked for: the server takes
 * each step once, so a test moves the clock on (Date only: vi.useFakeTimers({ toFake: ["Date"] })).
 */
export async function nextCode(secret: string): Promise<string> {
  vi.setSystemTime(Date.now() + STEP_MS);
  return generate({ secret });
}

/** Sets up and confirms two-factor for the session's user; answers the secret and recovery codes. */
export async function turnOnTwoFactor(
  app: App,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({
    method: "POST",
    url: "/api/users/two-factor/setup",
    headers: bearer(token),
  });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.body}`);
  const { secret } = setup.json().data;
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/users/two-factor/confirm",
    headers: bearer(token),
    payload: { code: await nextCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes };
}

/** The second sign-in step. */
export function secondStep(
  app: App,
  payload: Record<string, unknown>,
  { path = "/api/users/login/two-factor", remoteAddress = "127.0.0.1" } = {},
) {
  return app.inject({ method: "POST", url: path, payload, remoteAddress });
}
