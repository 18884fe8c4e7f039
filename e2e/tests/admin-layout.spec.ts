import path from "node:path";
import type { Page } from "@playwright/test";
import {
  ADMIN,
  type AdminSession,
  adminServerEnv,
  loginAdmin,
  storeAdminData,
} from "../support/admin-api.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { captureScreens } from "../support/screens.js";

test.use({ serverEnv: adminServerEnv("admin-layout") });

let admin: AdminSession;

test.beforeAll(async ({ server }) => {
  admin = await loginAdmin(server);
});

const sidebar = (page: Page) => page.locator("#admin-sidebar");
const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

test.describe("admin layout", () => {
  test("the sidebar collapses with Ctrl+B and Cmd+B, kept across reloads in a 7-day cookie", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await expect(adminNav(page).getByRole("link", { name: "User Management" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const master = adminNav(page).getByRole("button", { name: "Master" });
    await expect(master).toHaveAttribute("aria-expanded", "true");
    await adminNav(page).getByRole("link", { name: "Regex" }).click();
    await expect(page).toHaveURL(/\/admin\/regex$/);
    await expect(page.getByRole("heading", { level: 1, name: "Regex Patterns" })).toBeVisible();
    await master.click();
    await expect(adminNav(page).getByRole("link", { name: "Regex" })).toBeHidden();
    await master.click();

    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const sevenDays = Date.now() / 1000 + 7 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - sevenDays)).toBeLessThan(120);
    // Collapsed to icons, each link names itself in a tooltip.
    await adminNav(page).getByRole("link", { name: "User Management" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("User Management");
    await expectAccessible(page);
    await captureScreens(page, "admin-sidebar-collapsed");

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");

    await page.keyboard.press("Meta+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");

    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await toggle.click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("below 768 px the sidebar is a sheet opened from the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Admin menu" });
    await expect(sheet).toBeVisible();
    await expectAccessible(page);
    if (process.env.SCREENS_DIR) {
      await page.screenshot({
        path: path.join(process.env.SCREENS_DIR, "admin-mobile-sheet-360.png"),
      });
    }
    await sheet.getByRole("link", { name: "Regex" }).click();
    await expect(page).toHaveURL(/\/admin\/regex$/);
    await expect(sheet).toBeHidden();

    await page.keyboard.press("Control+b");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Control+b");
    await expect(sheet).toBeHidden();

    // Escape closes it and gives focus back to the menu button.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the top bar shows the admin and signs out to the admin sign-in", async ({ page }) => {
    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    const topBar = page.getByRole("banner");
    await expect(topBar.getByText(admin.name, { exact: true })).toBeVisible();
    await expect(topBar.getByText(ADMIN.email, { exact: true })).toBeVisible();
    await expect(topBar.getByText("admin", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await topBar.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Sign Out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Sign In (Admin)" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminData"))).toBeNull();
  });

  test("a session the server no longer accepts goes back to the admin sign-in", async ({
    page,
  }) => {
    await storeAdminData(page, { ...admin, token: `${admin.token}x` });
    await page.goto("/admin/users");
    await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Sign In (Admin)" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminData"))).toBeNull();
  });

  test("without an admin session the admin pages send to /login", async ({ page }) => {
    await page.goto("/admin/regex");
    await expect(page).toHaveURL(/\/login$/);
  });
});
