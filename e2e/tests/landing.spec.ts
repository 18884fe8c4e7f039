import { expect, expectAccessible, test } from "../support/fixtures.js";

test.describe("landing page", () => {
  test("sells the product: pitch, four steps, tagline", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Formloom — Create, share and analyze forms");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(/drag-and-drop builder/i);
    await expect(main).toContainText(/share them by link/i);
    await expect(main).toContainText(/visual analytics with easy export/i);
    for (const step of ["Create account", "Build your form", "Share it", "Analyze results"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toContainText("Create, share and analyze forms.");
    await expectAccessible(page);
  });

  const callsToAction = [
    { name: "Sign In", path: "/login", title: "Login | Formloom" },
    { name: "Register", path: "/register", title: "Register | Formloom" },
    { name: "Get Started For Free", path: "/register", title: "Register | Formloom" },
    { name: "Create Your First Form", path: "/register", title: "Register | Formloom" },
  ];
  for (const action of callsToAction) {
    test(`'${action.name}' leads to ${action.path}`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: action.name, exact: true }).first().click();
      await expect(page).toHaveURL(action.path);
      await expect(page).toHaveTitle(action.title);
    });
  }

  test("footer: placeholder links that go nowhere, this year's copyright, a credit line", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const placeholders = [
      "Features",
      "Pricing",
      "Templates",
      "About",
      "Blog",
      "Contact",
      "Privacy",
      "Terms",
    ];
    for (const label of placeholders) {
      const link = footer.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Formloom`);
    await expect(footer).toContainText(/Made with care by/);
  });

  test("fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Started For Free" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible(page);
  });
});
