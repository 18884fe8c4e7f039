import type { Browser, Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { getForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// An owner builds a price calculator in the builder: a "total" variable, sizes that add to it,
// a number of extras that adds itself, and two endings by total besides the default one. A guest
// answers the public form and reads the ending that fits, with the total in it.

const region = (scope: Page | Locator, name: string) =>
  scope.getByRole("region", { name, exact: true });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

async function addCalculation(
  page: Page,
  card: Locator,
  number: number,
  rule: { option?: string; value?: string },
) {
  await card.getByRole("button", { name: "Add calculation" }).click();
  if (rule.option) {
    await choose(
      page,
      card.getByRole("combobox", { name: `Calculation ${number} option` }),
      rule.option,
    );
  }
  await expect(card.getByRole("combobox", { name: `Calculation ${number} variable` })).toHaveText(
    "total",
  );
  await expect(card.getByRole("combobox", { name: `Calculation ${number} operation` })).toHaveText(
    "+ add",
  );
  if (rule.value) await card.getByLabel(`Calculation ${number} value`).fill(rule.value);
}

async function addEnding(
  page: Page,
  endings: Locator,
  number: number,
  ending: { operator: string; value: string; before: string; after: string },
) {
  await endings.getByRole("button", { name: "Add ending" }).click();
  const card = region(endings, `Ending ${number}`);
  await expect(card.getByRole("combobox", { name: "Condition 1 question" })).toHaveText(
    "Variable: total",
  );
  await choose(
    page,
    card.getByRole("combobox", { name: "Condition 1 comparison" }),
    ending.operator,
  );
  await card.getByRole("spinbutton", { name: "Condition 1 value" }).fill(ending.value);
  const message = card.getByRole("textbox", { name: "Message" });
  await message.fill(ending.before);
  await card.getByRole("button", { name: "Insert total" }).click();
  await expect(message).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(ending.after);
  await expect(message).toHaveValue(`${ending.before}{{var:total}}${ending.after}`);
}

async function answerAsGuest(browser: Browser, url: string, size: string, extras: number) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(url);
  const main = guest.getByRole("main");
  await main.getByRole("radio", { name: size }).check();
  await main.getByLabel(/^How many extras\?/).fill(String(extras));
  await main.getByRole("button", { name: "Submit" }).click();
  return { guest, main, close: () => context.close() };
}

test.describe("builder: calculations and endings", () => {
  test("an owner builds a price calculator and a guest reads the ending its total reaches", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    const owner = await createUser(server);
    await signInAs(page, owner);
    await page.goto("/forms/new");
    await page.getByPlaceholder("Form Title").fill("Mug calculator");

    const size = region(page, "Question 1");
    await size.getByLabel("Question", { exact: true }).fill("Size");
    await choose(page, size.getByRole("combobox", { name: "Answer type" }), "Multiple Choice");
    await size.getByRole("textbox", { name: "Option 1" }).fill("Small");
    await size.getByRole("button", { name: "Add Option" }).click();
    await size.getByRole("textbox", { name: "Option 2" }).fill("Large");

    // Calculations appear on the cards once the form has a variable.
    await expect(size.getByRole("button", { name: "Add calculation" })).toHaveCount(0);
    const variables = region(page, "Variables");
    await variables.getByRole("button", { name: "Add variable" }).click();
    await variables.getByRole("textbox", { name: "Variable 1 name" }).fill("total");
    await expect(variables.getByRole("combobox", { name: "Variable 1 kind" })).toHaveText("Number");

    await addCalculation(page, size, 1, { option: "Small", value: "10" });
    await addCalculation(page, size, 2, { option: "Large", value: "25" });

    await page.getByRole("button", { name: "Add Question" }).click();
    // Closed, the size card still says it has calculations.
    await expect(size.getByRole("button", { name: /^Question 1\s*:/ })).toContainText(
      "2 calculations",
    );
    const extras = region(page, "Question 2");
    await extras.getByLabel("Question", { exact: true }).fill("How many extras?");
    await choose(page, extras.getByRole("combobox", { name: "Answer type" }), "Number");
    await addCalculation(page, extras, 1, {});
    await expect(extras.getByText("the answer", { exact: true })).toBeVisible();

    const endings = region(page, "Endings");
    await addEnding(page, endings, 1, {
      operator: "is greater than",
      value: "30",
      before: "Big order: ",
      after: " €",
    });
    await addEnding(page, endings, 2, {
      operator: "is less than",
      value: "20",
      before: "Small order: ",
      after: " €",
    });
    await endings.getByRole("textbox", { name: "Default ending" }).fill("Thanks for your order");

    await expectAccessible(page);
    await variables.scrollIntoViewIfNeeded();
    await shootBothThemes(page, "builder-calculations-variables");
    await endings.scrollIntoViewIfNeeded();
    await shootBothThemes(page, "builder-calculations-endings");

    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const card = page.getByRole("article", { name: "Mug calculator" });
    await card.getByRole("link", { name: "Edit form" }).click();
    await expect(page).toHaveURL(/\/forms\/[^/]+\/edit/);
    const formId = /\/forms\/([^/]+)\/edit/.exec(page.url())?.[1] ?? "";

    // Opened again, the builder shows what it saved: the first card, open, shows its rules.
    await expect(
      region(page, "Question 1").getByRole("combobox", { name: "Calculation 2 option" }),
    ).toHaveText("Large");
    await expect(region(page, "Ending 2").getByRole("textbox", { name: "Message" })).toHaveValue(
      "Small order: {{var:total}} €",
    );

    await page.getByRole("button", { name: "Share" }).click();
    const menu = page.getByRole("dialog", { name: "Share" });
    await menu.getByRole("switch", { name: "Private" }).click();
    await expect(page.getByText("Form is now public.")).toBeVisible();
    expect((await getForm(server, owner, formId)).isPublic).toBe(true);

    const url = `/forms/${formId}/view`;
    const big = await answerAsGuest(browser, url, "Large", 12);
    await expect(big.main.getByText("Big order: 37 €")).toBeVisible();
    await expectAccessible(big.guest);
    await shootBothThemes(big.guest, "builder-calculations-guest-ending");
    await big.close();

    const small = await answerAsGuest(browser, url, "Small", 3);
    await expect(small.main.getByText("Small order: 13 €")).toBeVisible();
    await small.close();

    const middle = await answerAsGuest(browser, url, "Small", 15);
    await expect(middle.main.getByText("Thanks for your order")).toBeVisible();
    await middle.close();
  });
});
