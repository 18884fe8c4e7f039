import type { Page } from "@playwright/test";
import {
  type AdminSession,
  adminServerEnv,
  loginAdmin,
  storeAdminData,
} from "../support/admin-api.js";
import { createUser } from "../support/api-users.js";
import { readBackground, relativeLuminance } from "../support/contrast.js";
import { expect, expectAccessible, readTheme, test } from "../support/fixtures.js";
import { shootBothThemes } from "../support/screens.js";

test.use({ serverEnv: adminServerEnv("theme") });

let admin: AdminSession;

test.beforeAll(async ({ server }) => {
  admin = await loginAdmin(server);
});

const themeButton = (page: Page) => page.getByRole("button", { name: "Theme" });

async function chooseTheme(page: Page, label: "System" | "Light" | "Dark") {
  await themeButton(page).click();
  await page.getByRole("menuitemradio", { name: label }).click();
  await expect(page.getByRole("menu")).toBeHidden();
}

/** Keeps the app's own scripts from running: what shows then is the page before any of them. */
async function blockAppScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

async function expectDarkFirstFrame(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    "dark",
  );
  expect(relativeLuminance(await readBackground(page.locator("body")))).toBeLessThan(0.05);
}

test.describe("the first frame", () => {
  test.use({ colorScheme: "dark" });

  for (const path of ["/", "/login", "/forms/0190c0de-0000-7000-8000-000000000000/view"]) {
    test(`${path} is dark before any app script runs, on a dark system`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await blockAppScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expectDarkFirstFrame(page);
      expect(violations, "the CSP refused the theme script").toEqual([]);
    });
  }

  test("the public form's static first frame draws its cards dark", async ({ page }) => {
    await blockAppScripts(page);
    await page.goto("/forms/0190c0de-0000-7000-8000-000000000000/view", {
      waitUntil: "domcontentloaded",
    });
    const firstCard = page
      .getByRole("status", { name: "Loading the form" })
      .locator(":scope > div")
      .first();
    expect(relativeLuminance(await readBackground(firstCard))).toBeLessThan(0.05);
  });

  test("a stored light choice wins over the dark system from the first frame", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await blockAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(relativeLuminance(await readBackground(page.locator("body")))).toBeGreaterThan(0.9);
  });
});

test.describe("the theme menu", () => {
  test("switches the site to dark, remembered across a reload, and back to the system's", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await readTheme(page)).toBe("light");

    await themeButton(page).click();
    await expect(page.getByRole("menuitemradio", { name: "System" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await readTheme(page)).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await readTheme(page)).toBe("dark");
    // A fixed choice holds when the system changes.
    await page.emulateMedia({ colorScheme: "light" });
    expect(await readTheme(page)).toBe("dark");

    await chooseTheme(page, "System");
    expect(await readTheme(page)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("under System, the page follows the system's switch without a reload", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("is in the admin top bar, and the choice carries to the rest of the app", async ({
    page,
  }) => {
    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
    await chooseTheme(page, "Dark");
    expect(await readTheme(page)).toBe("dark");
    await expectAccessible(page);

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await readTheme(page)).toBe("dark");
  });

  test("the toasts take the page's theme", async ({ page, context }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await chooseTheme(page, "Dark");
    await context.setOffline(true);
    await expect(page.getByText("You are offline")).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute(
      "data-sonner-theme",
      "dark",
    );
    await expectAccessible(page);
    await context.setOffline(false);
  });
});

/*
 * Screens the other specs do not photograph, at a phone's and a desktop's width in both themes,
 * for a person to look at. Only when SCREENS_DIR is set.
 */
test.describe("screenshots", () => {
  test.skip(!process.env.SCREENS_DIR, "set SCREENS_DIR to write screenshots");

  const guestScreens = [
    ["/", "landing"],
    ["/login", "login"],
    ["/admin/login", "admin-login"],
    ["/register", "register"],
    ["/verify", "verify"],
    ["/forgot-password", "forgot-password"],
    ["/reset-password/some-token", "reset-password"],
    ["/no-such-page", "not-found"],
  ] as const;

  for (const width of [375, 1280]) {
    test(`guest screens at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [path, name] of guestScreens) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await shootBothThemes(page, `${name}-${width}`);
      }
    });

    test(`admin forms at ${width} px`, async ({ page, server }) => {
      test.setTimeout(60_000);
      const user = await createUser(server, {
        name: width === 375 ? "Grace Hopper" : "Grace Brewster Hopper",
      });
      await page.setViewportSize({ width, height: 900 });
      await storeAdminData(page, admin);
      await page.goto("/admin/users");
      await page.getByRole("link", { name: `Edit ${user.name}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shootBothThemes(page, `admin-user-edit-${width}`);
      await page.goto("/admin/regex/create");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shootBothThemes(page, `admin-regex-create-${width}`);
    });
  }
});
