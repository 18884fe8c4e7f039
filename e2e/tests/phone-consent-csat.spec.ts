import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { chooseByKeyboard } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, getForm, listForms } from "../support/forms-api.js";
import { tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// Phone, consent and CSAT: built in the builder, answered by keyboard only on a phone, summarised.
test.use({ locale: "en-US" });

const PHONE = { width: 375, height: 812 };
const LEGAL_TEXT = "I accept the [terms](https://example.org/terms).";
const Q = { phone: "Your phone", consent: "Terms", csat: "How satisfied are you?" } as const;

const question = (page: Page, number: number) =>
  page.getByRole("region", { name: `Question ${number}`, exact: true });

async function typeQuestionText(page: Page, card: Locator, text: string) {
  const input = card.getByLabel("Question", { exact: true });
  await input.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test("phone, consent and CSAT: built in the builder, answered by keyboard at 375 px, summarised", async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser(server);
  await signInAs(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto("/forms/new");
  await page.getByPlaceholder("Form Title").fill("Call me back");

  const phone = question(page, 1);
  await typeQuestionText(page, phone, Q.phone);
  await chooseByKeyboard(page, phone.getByRole("combobox", { name: "Answer type" }), "Phone");
  await chooseByKeyboard(page, phone.getByRole("combobox", { name: "Default country" }), "France");

  await page.getByRole("button", { name: "Add Question" }).click();
  const consent = question(page, 2);
  await typeQuestionText(page, consent, Q.consent);
  await chooseByKeyboard(page, consent.getByRole("combobox", { name: "Answer type" }), "Consent");
  await expect(consent.getByText("A consent question needs the text")).toBeVisible();
  await consent.getByLabel("Text to agree to").fill(LEGAL_TEXT);
  await expect(consent.getByText("A consent question needs the text")).toHaveCount(0);

  await page.getByRole("button", { name: "Add Question" }).click();
  const csat = question(page, 3);
  await typeQuestionText(page, csat, Q.csat);
  await chooseByKeyboard(
    page,
    csat.getByRole("combobox", { name: "Answer type" }),
    "Customer satisfaction (CSAT)",
  );
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(page.getByText("Form saved successfully!")).toBeVisible();
  const [summary] = await listForms(server, owner);
  const form = await getForm(server, owner, summary!._id);
  expect(form.questions).toMatchObject([
    { questionType: "phone", questionText: Q.phone, validations: { defaultCountry: "FR" } },
    { questionType: "consent", questionText: Q.consent, required: true, description: LEGAL_TEXT },
    {
      questionType: "linearScale",
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: "Very unsatisfied",
      scaleMaxLabel: "Very satisfied",
      scalePreset: "csat",
    },
  ]);
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

  // The respondent, by keyboard only, on a phone.
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const number = main.getByRole("textbox", { name: new RegExp(Q.phone) });
  await expect(number).toBeVisible();
  await expect(main.getByRole("combobox", { name: "Country" })).toHaveValue("FR");
  await expect(main.getByRole("link", { name: "terms" })).toHaveAttribute(
    "href",
    "https://example.org/terms",
  );
  await expectAccessible(page);
  await captureScreens(page, "phone-consent-csat", [375]);

  await tabTo(page, number);
  await page.keyboard.type("06 12 34");
  await page.keyboard.press("Tab");
  await expect(main.getByText("Please enter a valid phone number")).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(number).toBeFocused();
  // Tabbing in selects the field's text: the rest goes after it.
  await page.keyboard.press("End");
  await page.keyboard.type(" 56 78");
  await expect(number).toHaveValue("06 12 34 56 78");
  await expect(main.getByText("Please enter a valid phone number")).toHaveCount(0);

  const agree = main.getByRole("checkbox", { name: "I agree" });
  await tabTo(page, agree);
  await page.keyboard.press("Space");
  await expect(agree).toBeChecked();

  const one = main.getByRole("radio", { name: "1", exact: true });
  await tabTo(page, one);
  await page.keyboard.press("Space");
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("radio", { name: "4", exact: true })).toBeChecked();

  const submit = main.getByRole("button", { name: "Submit" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  type Stored = { answers: { questionId: string; answer: unknown }[] };
  const stored = await callApi<Stored[]>(server, owner, "GET", `/responses/${form._id}`);
  expect(stored.map((response) => response.answers.map((a) => a.answer))).toEqual([
    ["+33612345678", LEGAL_TEXT, 4],
  ]);

  // The owner's summary: numbers given, consents, and the CSAT %.
  await page.goto(`/forms/${form._id}/responses`);
  // Each answer as the owner reads it: a number to call, the agreed text behind "Agreed".
  await expect(page.getByRole("link", { name: "+33 6 12 34 56 78" })).toHaveAttribute(
    "href",
    "tel:+33612345678",
  );
  await expect(page.getByRole("group").getByText("Agreed")).toBeVisible();
  await expect(page.getByText("4 / 5 · Satisfied")).toBeVisible();
  // On paper nothing opens: the agreed text's first words print instead.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText("Agreed to “I accept the terms.”")).toBeVisible();
  await expect(page.locator("summary", { hasText: "Agreed" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await page.goto(`/forms/${form._id}/responses?tab=summary`);
  const table = page.getByRole("table", { name: "Summary by question" });
  const row = (text: string) =>
    table.locator("tbody > tr").filter({ has: page.getByText(text, { exact: true }) });
  await expect(row(Q.phone).getByText("1 number given")).toBeVisible();
  await expect(
    row(Q.phone).getByRole("figure", { name: `${Q.phone}: numbers by country` }),
  ).toContainText("France");
  await expect(row(Q.consent).getByText("1 agreed")).toBeVisible();
  const csatFigure = row(Q.csat)
    .locator("dt", { hasText: /^CSAT$/ })
    .locator("xpath=following-sibling::dd");
  await expect(csatFigure).toHaveText("100%");
  await expectAccessible(page);
  await captureScreens(page, "phone-consent-csat-summary", [375]);
});
