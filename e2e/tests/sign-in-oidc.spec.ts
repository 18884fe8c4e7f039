import path from "node:path";
import {
  findFreePort,
  startTestProvider,
  type TestProvider,
} from "../../apps/server/test/support/test-oidc-provider.js";
import { test as base, expect, expectAccessible, showTheme } from "../support/fixtures.js";

type SsoFixtures = { provider: TestProvider & { appPort: number } };

// A real OpenID provider beside this spec's own server, which is told to use it.
const test = base.extend<object, SsoFixtures>({
  provider: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const appPort = await findFreePort();
      const provider = await startTestProvider({
        redirectUri: `http://127.0.0.1:${appPort}/api/auth/oidc/callback`,
      });
      provider.people.set("grace", {
        email: "grace@example.org",
        emailVerified: true,
        name: "Grace Hopper",
      });
      await use({ ...provider, appPort });
      await provider.close();
    },
    { scope: "worker" },
  ],
  serverEnv: [
    async ({ provider }, use) => {
      await use({
        PORT: String(provider.appPort),
        PUBLIC_URL: `http://127.0.0.1:${provider.appPort}`,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      });
    },
    { scope: "worker" },
  ],
});

const SHOTS = process.env.SCREENS_DIR ?? "/tmp/sign-in-oidc";

test("signs in through the OpenID provider and lands on the dashboard", async ({
  page,
  provider,
}) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  const button = main.getByRole("link", { name: "Sign in with SSO" });
  await expect(button).toBeVisible();
  await expect(main.getByLabel("Password", { exact: true })).toBeVisible();
  await expectAccessible(page);
  for (const theme of ["light", "dark"] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: path.join(SHOTS, `sign-in-sso-${theme}.png`) });
  }
  await showTheme(page, "light");

  await button.click();
  // The provider's own development login screen: any password, the login name picks the person.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill("grace");
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Your Forms" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("userData") ?? "null"));
  expect(stored).toMatchObject({ email: "grace@example.org", name: "Grace Hopper" });
});

test("says on the sign-in page why the provider's answer was refused", async ({ page }) => {
  await page.goto("/login?sso=unverified");
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText(/has not confirmed your email address/);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SHOTS, "sign-in-sso-refused.png") });
});
