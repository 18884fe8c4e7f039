import type { App } from "../../src/app.js";
import { ensureAdmin } from "../../src/modules/users/ensure-admin.js";
import { login } from "./accounts.js";
import type { TestDatabase } from "./databases.js";

export const ADMIN = { email: "root@example.org", password: "Adm1n!pass", name: "Grace Hopper" };

/** Creates the admin account and answers an admin session token. */
export async function signInAdmin(app: App, database: TestDatabase): Promise<string> {
  await ensureAdmin(database.db, ADMIN);
  const response = await login(app, ADMIN.email, ADMIN.password, "/api/admin/login");
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json().data.token;
}
