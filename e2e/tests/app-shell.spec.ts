import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";

test.describe("app shell", () => {
  test("an unknown path shows the 404 page with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Formloom");
    await expectAccessible(page);
    await page.getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a signed-out visitor sent to a user page lands on the sign-in page", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle("Login | Formloom");
  });

  test("a signed-out visitor sent to an admin page lands on the sign-in page", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in user opening /login lands on the dashboard, with the signed-in header", async ({
    page,
    server,
  }) => {
    await signInAs(page, await createUser(server, { name: "Ada Lovelace" }));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle("Dashboard | Formloom");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Responses" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Create Form" })).toBeVisible();
    await expect(header.getByText("AL", { exact: true })).toBeVisible();
  });

  const titles: Array<[string, string]> = [
    ["/login", "Login"],
    ["/register", "Register"],
    ["/forgot-password", "Forgot Password"],
    ["/reset-password/abc", "Reset Password"],
    ["/forms/0193a000-0000-7000-8000-000000000009/view", "View Form"],
  ];
  for (const [path, title] of titles) {
    test(`the document title of ${path} is '${title}'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Formloom`);
    });
  }

  test("user pages carry their titles", async ({ page, server }) => {
    await signInAs(page, await createUser(server));
    const userTitles: Array<[string, string]> = [
      ["/dashboard", "Dashboard"],
      ["/forms/new", "Create Form"],
      ["/forms/0193a000-0000-7000-8000-000000000009/edit", "Edit Form"],
      ["/forms/0193a000-0000-7000-8000-000000000009/responses", "Form Responses"],
      ["/user-profile", "User Profile"],
    ];
    for (const [path, title] of userTitles) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Formloom`);
    }
  });
});

test.describe("server health gate", () => {
  test("says it is checking, then shows the app", async ({ page }) => {
    let releaseHealth = () => {};
    const healthHeld = new Promise<void>((resolve) => {
      releaseHealth = resolve;
    });
    await page.route("**/api/health", async (route) => {
      await healthHeld;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByText("Checking server status...")).toBeVisible();
    releaseHealth();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Checking server status...")).toHaveCount(0);
  });

  test("shows 'Service Unavailable' when the health check fails, and recovers on retry", async ({
    page,
  }) => {
    let isDown = true;
    await page.route("**/api/health", (route) =>
      isDown
        ? route.fulfill({ status: 503, json: { statusCode: 503, message: "Database unavailable" } })
        : route.continue(),
    );
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Service Unavailable" })).toBeVisible();
    await expect(
      page.getByText("Our server is currently down. Please try again later."),
    ).toBeVisible();
    await expectAccessible(page);
    isDown = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("link", { name: "Get Started For Free" })).toBeVisible();
  });

  test("toasts when the connection drops and comes back", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText("You are offline")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText("You are online")).toBeVisible();
  });
});
