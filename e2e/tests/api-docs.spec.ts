import type { Locator } from "@playwright/test";
import { COLOUR_RULES, expect, expectNoViolationsAsShown, test } from "../support/fixtures.js";

// The API docs are a third-party page (Swagger UI) served by our server. It follows the system's
// light or dark like our pages, and passes the same accessibility bar under the same CSP.

async function openHealthOperation(operation: Locator): Promise<void> {
  await operation.getByRole("button", { name: /^GET \/api\/health / }).click();
  await operation.getByRole("button", { name: "Try it out" }).click();
}

async function runOperation(operation: Locator): Promise<void> {
  await operation.getByRole("button", { name: "Execute" }).click();
  await expect(operation.locator(".live-responses-table")).toContainText("200");
}

test("the API docs pass an accessibility scan at every level, in light and in dark", async ({
  page,
}) => {
  // Every operation of the API is on the page: a scan takes a while on a busy machine.
  test.setTimeout(240_000);
  const cspReports: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspReports.push(message.text());
  });
  const html = page.locator("html");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/api/docs");
  // The first load builds the whole OpenAPI document.
  await expect(page.getByRole("heading", { level: 1, name: /Formloom API/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(html).toHaveClass(/^(?!.*\bdark-mode\b)/);
  await expectNoViolationsAsShown(page);
  // Swagger UI reads the system's theme as it loads. Only colours change with the theme: the
  // dark scan runs the rules that read them.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(html).toHaveClass(/\bdark-mode\b/);
  await expectNoViolationsAsShown(page, { rules: COLOUR_RULES });

  // An operation opened, tried out and run: its parameters, its answers and the live one.
  const operation = page.locator(".opblock").first();
  await openHealthOperation(operation);
  const opened = ".opblock.is-open";
  await expect(page.locator(opened)).toHaveCount(1);
  await expectNoViolationsAsShown(page, { include: opened });
  await runOperation(operation);
  await expectNoViolationsAsShown(page, { include: opened });
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(html).toHaveClass(/^(?!.*\bdark-mode\b)/);
  await openHealthOperation(operation);
  await runOperation(operation);
  await expectNoViolationsAsShown(page, { include: opened, rules: COLOUR_RULES });
  expect(cspReports).toEqual([]);
});
