import type { Page } from "@playwright/test";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, test } from "../support/fixtures.js";
import type { StoredForm } from "../support/forms-api.js";
import { createPublicForm } from "../support/respond-forms.js";

// Our pages run under a strict Content-Security-Policy (no inline script, no eval). Nothing of
// ours may trip it, so that a violation report always means an attack or a broken deployment.

let owner: TestUser;
let form: StoredForm;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("csp") });
  form = await createPublicForm(server, owner, {
    title: "Lunch order",
    questions: [
      { questionType: "text", questionText: "Your name", required: true },
      { questionType: "multipleChoice", questionText: "Main", options: ["Soup", "Salad"] },
    ],
  });
});

/** Records every CSP violation the page's documents report, from before their first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|unsafe-eval/i.test(message.text())) {
      consoleReports.push(message.text());
    }
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...consoleReports,
  ];
}

test("a respondent filling in and submitting a public form trips no CSP rule", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(`/forms/${form._id}/view`);
  await page.getByLabel("Your name").fill("Ada");
  await page.getByRole("radio", { name: "Soup" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(/thank you/i).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("the landing page and sign-in trip no CSP rule", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/");
  await expect(page.getByRole("main")).toBeVisible();
  await page.goto("/login");
  await page.getByRole("main").getByLabel("Email").fill("not an address");
  await page.getByRole("main").getByLabel("Email").blur();
  await expect(page.getByRole("main").getByRole("button", { name: /sign in/i })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("an owner's dashboard, builder and responses trip no CSP rule", async ({ page }) => {
  await signInAs(page, owner);
  const violations = await recordViolations(page);
  await page.goto("/dashboard");
  await expect(page.getByText("Lunch order").first()).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto(`/forms/${form._id}/edit`);
  await expect(page.getByRole("textbox", { name: /title/i }).first()).toHaveValue("Lunch order");
  expect(await violations()).toEqual([]);
  await page.goto(`/forms/${form._id}/responses`);
  await expect(page.getByRole("heading", { name: /Lunch order/ }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
