import type { Page } from "@playwright/test";
import { createUser, solveCaptcha, type TestUser } from "./api-users.js";
import type { RunningServer } from "./server.js";

/** The admin account the admin specs' servers create at start-up. */
export const ADMIN = { email: "admin@example.org", password: "Adm1n!pass" } as const;
export const ADMIN_SERVER_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/**
 * A server with that admin, for one spec file alone: the label makes the option differ, so the
 * file gets a worker and a fresh server of its own (its counts do not see other files' data).
 */
export function adminServerEnv(spec: string): NodeJS.ProcessEnv {
  return { ...ADMIN_SERVER_ENV, E2E_SPEC: spec };
}

export type AdminSession = { token: string; name: string; email: string };

/** Signs the admin in through the real API (captcha included), as the admin sign-in page does. */
export async function loginAdmin(server: RunningServer): Promise<AdminSession> {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...ADMIN, "g-recaptcha-response": await solveCaptcha(server) }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`admin login answered ${response.status}: ${json.message}`);
  return json.data as AdminSession;
}

/** Opens the app with that admin session stored, as after signing in. */
export async function storeAdminData(page: Page, session: AdminSession): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem("adminData", value);
  }, JSON.stringify(session));
}

/** Calls the API with a bearer token and answers the status and the parsed body. */
export async function callWithToken<T = unknown>(
  server: RunningServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{
  status: number;
  json: { message: string; data: T; errors?: Record<string, string> };
}> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** `count` verified users named "Member Aa", "Member Ab", ..., registered a few at a time. */
export async function seedUsers(
  server: RunningServer,
  count: number,
  batchSize = 6,
): Promise<TestUser[]> {
  const names = Array.from(
    { length: count },
    (_, index) =>
      `Member ${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`,
  );
  const users: TestUser[] = [];
  for (let start = 0; start < count; start += batchSize) {
    const batch = names.slice(start, start + batchSize);
    users.push(...(await Promise.all(batch.map((name) => createUser(server, { name })))));
  }
  return users;
}
