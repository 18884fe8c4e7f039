import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm } from "../support/respond-forms.js";
import { shootBothThemes } from "../support/screens.js";

// A price calculator: a size sets the price, extras add to it, a quantity multiplies it; a bulk
// page shows only above 100 €; three endings by total, each showing it. Made by the API,
// answered through the page to reach each ending.

const when = (operator: string, value: number) => ({
  match: "all" as const,
  conditions: [{ questionId: "var:total", operator, value }],
});

const CALCULATOR = {
  title: "Mug price calculator",
  questions: [
    {
      key: "size",
      questionType: "multipleChoice",
      questionText: "Size",
      options: ["Small", "Large"],
      required: true,
    },
    { key: "extras", questionType: "checkbox", questionText: "Extras", options: ["Lid", "Handle"] },
    { key: "quantity", questionType: "number", questionText: "How many?", required: true },
    {
      key: "bulk",
      questionType: "section",
      questionText: "Bulk order",
      logic: when("greaterThan", 100),
    },
    { questionType: "text", questionText: "Delivery address" },
  ],
  settings: {
    confirmationMessage: "Thanks for asking",
    calculations: {
      variables: [{ name: "total", kind: "number", start: 0 }],
      rules: [
        { questionId: "size", option: "Small", variable: "total", operation: "set", value: 10 },
        { questionId: "size", option: "Large", variable: "total", operation: "set", value: 25 },
        { questionId: "extras", option: "Lid", variable: "total", operation: "add", value: 2.5 },
        { questionId: "extras", option: "Handle", variable: "total", operation: "add", value: 1 },
        {
          questionId: "quantity",
          option: null,
          variable: "total",
          operation: "multiply",
          value: null,
        },
      ],
      endings: [
        {
          message: "Bulk price: {{var:total}} €",
          redirectUrl: null,
          logic: when("greaterThan", 100),
        },
        { message: "Small order: {{var:total}} €", redirectUrl: null, logic: when("lessThan", 20) },
        {
          message: "Your total: {{var:total}} €",
          redirectUrl: null,
          logic: when("greaterThan", 0),
        },
      ],
    },
  },
};

async function answer(page: Page, size: string, extras: string[], quantity: number) {
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: size }).check();
  for (const extra of extras) await main.getByRole("checkbox", { name: extra }).check();
  await main.getByLabel(/^How many\?/).fill(String(quantity));
  return main;
}

test.describe("calculations and endings", () => {
  test("each of three endings is reached by its total, and a variable shows a page", async ({
    page,
    server,
  }) => {
    test.setTimeout(150_000);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, CALCULATOR);
    const url = `/forms/${form._id}/view`;

    await page.goto(url);
    let main = await answer(page, "Small", ["Lid"], 1);
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(main.getByText("Small order: 12.5 €")).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "calculations-ending-small");

    await page.goto(url);
    main = await answer(page, "Large", ["Lid", "Handle"], 2);
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Your total: 57 €")).toBeVisible();

    await page.goto(url);
    main = await answer(page, "Large", [], 5);
    // Above 100 € the bulk page shows: Submit becomes Next.
    await main.getByRole("button", { name: "Next" }).click();
    await expect(main.getByRole("heading", { name: "Bulk order" })).toBeVisible();
    await main.getByLabel(/^Delivery address/).fill("1 Main Street");
    await expectAccessible(page);
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Bulk price: 125 €")).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "calculations-ending-bulk");

    // The owner reads each response's total on its card, and the totals' spread in the summary.
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses`);
    const latest = page.locator("article").first();
    await expect(latest.getByRole("heading", { name: "Variables" })).toBeVisible();
    await expect(latest.locator("[data-response-variables]").getByRole("definition")).toHaveText(
      "125",
    );
    await page.getByRole("tab", { name: "Summary" }).click();
    const variables = page.getByRole("table", { name: "Summary by variable" });
    await expect(variables).toContainText("total");
    await expect(variables).toContainText("Number · 3 responses");
    // (12.5 + 57 + 125) / 3
    await expect(variables.getByText("64.83", { exact: true })).toBeVisible();
    await expect(
      variables.getByRole("figure", { name: "total: responses by range" }),
    ).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "calculations-summary-variables");
  });
});
