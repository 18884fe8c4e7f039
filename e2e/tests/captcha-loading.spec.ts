import { expect, test } from "../support/fixtures.js";

test("the landing and public form pages never download the captcha widget; sign-in does", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const captchaScripts = () => scripts.filter((path) => /altcha/i.test(path));

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/forms/0193a000-0000-7000-8000-000000000009/view");
  await page.waitForLoadState("networkidle");
  expect(captchaScripts()).toEqual([]);

  await page.goto("/login");
  await expect(page.locator("altcha-widget").getByText("I'm not a robot")).toBeVisible();
  expect(captchaScripts()).toEqual([expect.stringMatching(/^\/assets\/altcha-widget-.+\.js$/)]);
});
