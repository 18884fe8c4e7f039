import type { Page } from "@playwright/test";

/** Stores a user session the way the app does after sign-in, before the page loads. */
export async function storeUserSession(page: Page, name = "Ada Lovelace"): Promise<void> {
  const userData = {
    email: "ada@example.org",
    name,
    token: "e2e-user-token",
    user: { _id: "0193a000-0000-7000-8000-000000000001", name, email: "ada@example.org" },
  };
  await page.addInitScript((value) => {
    window.localStorage.setItem("userData", value);
  }, JSON.stringify(userData));
}

export async function storeAdminSession(page: Page): Promise<void> {
  const adminData = { token: "e2e-admin-token", name: "Grace Hopper", email: "grace@example.org" };
  await page.addInitScript((value) => {
    window.localStorage.setItem("adminData", value);
  }, JSON.stringify(adminData));
}
