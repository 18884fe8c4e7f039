import { expect, expectNoViolationsAsShown, test } from "../support/fixtures.js";

// The API docs are a third-party page (Swagger UI) served by our server. It follows the system's
// light or dark like our pages, and passes the same accessibility bar under the same CSP.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the API docs pass an accessibility scan at every level in ${colorScheme}`, async ({
    page,
  }) => {
    // Every operation of the API is on the page: a scan takes a while on a busy machine.
    test.setTimeout(240_000);
    const cspReports: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspReports.push(message.text());
    });
    await page.emulateMedia({ colorScheme });
    await page.goto("/api/docs");
    // The first load builds the whole OpenAPI document.
    await expect(page.getByRole("heading", { level: 1, name: /Formloom API/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator("html")).toHaveClass(
      colorScheme === "dark" ? /\bdark-mode\b/ : /^(?!.*\bdark-mode\b)/,
    );
    await expectNoViolationsAsShown(page);

    // An operation opened, tried out and run: its parameters, its answers and the live one.
    const operation = page.locator(".opblock").first();
    await operation.getByRole("button", { name: /^GET \/api\/health / }).click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    await expectNoViolationsAsShown(page);
    await operation.getByRole("button", { name: "Execute" }).click();
    await expect(operation.locator(".live-responses-table")).toContainText("200");
    await expectNoViolationsAsShown(page);
    expect(cspReports).toEqual([]);
  });
}
