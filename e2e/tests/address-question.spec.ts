import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { chooseByKeyboard } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, getForm, listForms } from "../support/forms-api.js";
import { tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// The address question: built in the builder, answered by keyboard only on a phone, read back.
test.use({ locale: "en-US" });

const PHONE = { width: 375, height: 812 };
const QUESTION = "Where should we send it?";

const question = (page: Page, number: number) =>
  page.getByRole("region", { name: `Question ${number}`, exact: true });

test("address: built in the builder, answered by keyboard at 375 px, read back by the owner", async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser(server);
  await signInAs(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto("/forms/new");
  await page.getByPlaceholder("Form Title").fill("Delivery");

  const card = question(page, 1);
  const text = card.getByLabel("Question", { exact: true });
  await text.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(QUESTION);
  await chooseByKeyboard(page, card.getByRole("combobox", { name: "Answer type" }), "Address");
  await chooseByKeyboard(page, card.getByRole("combobox", { name: "Address line 2" }), "Hidden");
  await chooseByKeyboard(page, card.getByRole("combobox", { name: "Default country" }), "France");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(page.getByText("Form saved successfully!")).toBeVisible();
  const [summary] = await listForms(server, owner);
  const form = await getForm(server, owner, summary!._id);
  expect(form.questions).toMatchObject([
    {
      questionType: "address",
      questionText: QUESTION,
      validations: { addressParts: { line2: "hidden" }, defaultCountry: "FR" },
    },
  ]);
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

  // The respondent, by keyboard only, on a phone: each part labelled, with its autofill token.
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const street = main.getByRole("textbox", { name: "Street address" });
  const city = main.getByRole("textbox", { name: "City" });
  const region = main.getByRole("textbox", { name: "State / province / region (optional)" });
  const postalCode = main.getByRole("textbox", { name: "Postal code" });
  const country = main.getByRole("combobox", { name: "Country" });
  await expect(street).toBeVisible();
  await expect(main.getByRole("textbox", { name: /Address line 2/ })).toHaveCount(0);
  await expect(street).toHaveAttribute("autocomplete", "address-line1");
  await expect(city).toHaveAttribute("autocomplete", "address-level2");
  await expect(region).toHaveAttribute("autocomplete", "address-level1");
  await expect(postalCode).toHaveAttribute("autocomplete", "postal-code");
  await expect(country).toHaveAttribute("autocomplete", "country");
  await expect(country).toHaveValue("FR");
  await expectAccessible(page);
  await captureScreens(page, "address-question", [375]);

  await tabTo(page, street);
  await page.keyboard.type("1 Rue de Rivoli");
  await page.keyboard.press("Tab");
  await expect(city).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(postalCode).toBeFocused();
  await page.keyboard.type("75001");
  const submit = main.getByRole("button", { name: "Submit" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  // The city is required once the address is given.
  await expect(main.getByText("Please fill in every required part of the address")).toBeVisible();
  await tabTo(page, city);
  await page.keyboard.type("Paris");
  await expect(main.getByText("Please fill in every required part of the address")).toHaveCount(0);
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  type Stored = { answers: { questionId: string; answer: unknown }[] };
  const stored = await callApi<Stored[]>(server, owner, "GET", `/responses/${form._id}`);
  expect(stored.map((response) => response.answers.map((a) => a.answer))).toEqual([
    [["1 Rue de Rivoli", "", "Paris", "", "75001", "FR"]],
  ]);

  // The owner reads the address on lines, and the summary counts it under its country.
  await page.goto(`/forms/${form._id}/responses`);
  const address = page.locator("address");
  await expect(address).toContainText("1 Rue de Rivoli");
  await expect(address.getByText("75001 Paris")).toBeVisible();
  await expect(address.getByText("France")).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/forms/${form._id}/responses?tab=summary`);
  const table = page.getByRole("table", { name: "Summary by question" });
  const row = table
    .locator("tbody > tr")
    .filter({ has: page.getByText(QUESTION, { exact: true }) });
  await expect(row.getByText("1 address given")).toBeVisible();
  await expect(row.getByText("France")).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "address-question-summary", [375]);
});
