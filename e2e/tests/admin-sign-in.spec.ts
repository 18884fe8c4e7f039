import {
  fillSignIn,
  logOut,
  newUser,
  registerAndVerify,
  tickCaptcha,
} from "../support/account-screens.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";

const ADMIN = { email: "root-admin@example.org", password: "Admin#Pass2024" };

test.use({ serverEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

test.describe("admin sign-in", () => {
  test("the admin signs in at /admin/login and lands on the users list", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page).toHaveTitle("Admin Login | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Sign In (Admin)" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Forgot Password?" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Register" })).toHaveCount(0);
    await expectAccessible(page);

    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await tickCaptcha(page);
    await main.getByRole("button", { name: "Sign In as Admin" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText("Admin login successful!")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("adminData") ?? "{}"));
    expect(stored).toMatchObject({ email: ADMIN.email });
    expect(typeof stored.token).toBe("string");

    // A signed-in admin opening a login-type page is sent back to the users list.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test("a user account cannot sign in as admin", async ({ page, server }) => {
    const user = newUser("notadmin");
    await registerAndVerify(page, server, user);
    await logOut(page);
    await page.goto("/admin/login");
    await fillSignIn(page, user.email, user.password);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Sign In as Admin" }).click();
    await expect(page.getByText("This account does not have admin access")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
