import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { chooseByKeyboard, openAnswerKey } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { getForm, listForms } from "../support/forms-api.js";
import { layoutSettled } from "../support/layout-settled.js";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.SCREENS_DIR ?? "/tmp/builder-question-types";
// Sticky bars would be painted over the page in every slice of a full-page shot.
const SHOT_STYLE = ".sticky { position: relative !important; top: 0 !important; }";

const question = (page: Page, number: number) =>
  page.getByRole("region", { name: `Question ${number}`, exact: true });

async function chooseWithMouse(page: Page, select: Locator, entry: string) {
  await select.click();
  await page.getByRole("option", { name: entry, exact: true }).click();
}

async function addQuestion(page: Page, number: number, text: string) {
  await page.getByRole("button", { name: "Add Question" }).click();
  const card = question(page, number);
  const textInput = card.getByLabel("Question", { exact: true });
  await expect(textInput).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  return card;
}

/** Pastes text into the focused box, as Ctrl+V does with a copied list. */
async function pasteIntoFocused(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth} px wide in ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Full-page shots at desktop width, and at phone width in slices short enough to read. */
async function screenshotAtBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await layoutSettled(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true, style: SHOT_STYLE });
  await page.setViewportSize(PHONE);
  await layoutSettled(page);
  await expectNoHorizontalOverflow(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1200, part += 1) {
    await page.screenshot({
      path: `${SHOTS}/${name}-375-part${part}.png`,
      fullPage: true,
      style: SHOT_STYLE,
      clip: { x: 0, y, width: PHONE.width, height: Math.min(1200, height - y) },
    });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe("form builder: the new question types", () => {
  test("creates one question of each new type by keyboard and mouse, previews and saves it", async ({
    page,
    server,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/new");
    await page.getByPlaceholder("Form Title").fill("Every kind of question");

    // 1. The first question (short answer) gains owner-set lengths.
    const first = question(page, 1);
    await first.getByRole("combobox", { name: "Answer type" }).click();
    await expect(page.getByRole("option")).toHaveText([
      "Short Answer",
      "Paragraph",
      "Multiple Choice",
      "Checkboxes",
      "File (Beta)",
      "Rating(Beta)",
      "Dropdown",
      "Email",
      "Number",
      "Date",
      "Linear scale",
      "Grid",
      "Ranking",
      "Phone",
      "Consent",
      "Address",
      "Image choice",
      "Signature",
      "Net Promoter Score",
      "Customer satisfaction (CSAT)",
    ]);
    await page.keyboard.press("Escape");
    await first.getByLabel("Minimum length (optional)").fill("20");
    await first.getByLabel("Maximum length (optional)").fill("5");
    await expect(
      first.getByText("The minimum length must not be greater than the maximum length"),
    ).toBeVisible();
    await first.getByLabel("Maximum length (optional)").fill("50");
    await first.getByLabel("Minimum length (optional)").fill("2");
    await expect(first.getByText("The minimum length must not be")).toHaveCount(0);

    // 2. Dropdown, chosen by keyboard; a pasted list becomes one option per line.
    const dropdown = await addQuestion(page, 2, "Favourite colour?");
    await chooseByKeyboard(
      page,
      dropdown.getByRole("combobox", { name: "Answer type" }),
      "Dropdown",
    );
    await expect(dropdown.getByText("Up to 100 options")).toBeVisible();
    await dropdown.getByRole("textbox", { name: "Option 1", exact: true }).focus();
    await pasteIntoFocused(page, "Red\nGreen\n\nBlue\n");
    await expect(dropdown.getByRole("textbox", { name: /^Option \d+$/ })).toHaveCount(3);
    await expect(dropdown.getByRole("textbox", { name: "Option 3", exact: true })).toBeFocused();
    await expect(dropdown.getByRole("textbox", { name: "Option 2", exact: true })).toHaveValue(
      "Green",
    );
    // The form is no quiz yet: the correct-answer marks wait behind the answer key.
    await openAnswerKey(dropdown);
    await dropdown.getByRole("button", { name: "Correct answer: Green" }).focus();
    await page.keyboard.press("Space");
    await expect(dropdown.getByRole("button", { name: "Correct answer: Green" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // 3. Ranking: options, then a correct order moved with the buttons.
    const ranking = await addQuestion(page, 3, "Rank what matters most");
    await chooseWithMouse(page, ranking.getByRole("combobox", { name: "Answer type" }), "Ranking");
    await ranking.getByRole("textbox", { name: "Option 1", exact: true }).fill("Price");
    await ranking.getByRole("textbox", { name: "Option 2", exact: true }).fill("Speed");
    await ranking.getByRole("button", { name: "Add Option" }).click();
    await expect(ranking.getByRole("textbox", { name: "Option 3", exact: true })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Support");
    await ranking.getByRole("switch", { name: "Set correct order" }).focus();
    await page.keyboard.press("Space");
    const order = ranking.getByRole("list", { name: "Correct order" });
    await expect(order.getByRole("listitem")).toHaveText([/Price/, /Speed/, /Support/]);
    await order.getByRole("button", { name: "Move Support up" }).click();
    await expect(order.getByRole("button", { name: "Move Support up" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(order.getByRole("listitem")).toHaveText([/Support/, /Price/, /Speed/]);
    // At the top, focus falls to the option's other button.
    await expect(order.getByRole("button", { name: "Move Support down" })).toBeFocused();

    // 4. Grid: rows, columns, and a correct column for each row.
    const grid = await addQuestion(page, 4, "Rate each part");
    await chooseByKeyboard(page, grid.getByRole("combobox", { name: "Answer type" }), "Grid");
    await grid.getByRole("textbox", { name: "Row 1", exact: true }).fill("Design");
    await grid.getByRole("button", { name: "Add Row" }).click();
    await expect(grid.getByRole("textbox", { name: "Row 2", exact: true })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Speed");
    await grid.getByRole("textbox", { name: "Column 1", exact: true }).fill("Poor");
    await grid.getByRole("textbox", { name: "Column 2", exact: true }).fill("Good");
    await grid.getByRole("button", { name: "Add Column" }).click();
    await expect(grid.getByRole("textbox", { name: "Column 3", exact: true })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Great");
    await grid.getByRole("radio", { name: "Design: Great" }).click();
    await expect(
      grid.getByText("Choose a correct column for every row, or for none"),
    ).toBeVisible();
    await grid.getByRole("radio", { name: "Speed: Poor" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(grid.getByRole("radio", { name: "Speed: Good" })).toBeChecked();
    await expect(grid.getByText("Choose a correct column for every row")).toHaveCount(0);

    // 5. Linear scale, set by keyboard.
    const scale = await addQuestion(page, 5, "How easy was it?");
    await chooseWithMouse(
      page,
      scale.getByRole("combobox", { name: "Answer type" }),
      "Linear scale",
    );
    await expect(scale.getByRole("combobox", { name: "Scale starts at" })).toHaveText("1");
    await expect(scale.getByRole("combobox", { name: "Scale ends at" })).toHaveText("5");
    await chooseByKeyboard(page, scale.getByRole("combobox", { name: "Scale ends at" }), "7");
    await scale.getByLabel("Label at 1 (optional)").fill("Hard");
    await scale.getByLabel("Label at 7 (optional)").fill("Easy");
    await chooseWithMouse(page, scale.getByRole("combobox", { name: "Correct answer" }), "6");

    // 6. The Net Promoter Score preset, from the type picker.
    const nps = await addQuestion(page, 6, "How likely are you to recommend us?");
    await chooseByKeyboard(
      page,
      nps.getByRole("combobox", { name: "Answer type" }),
      "Net Promoter Score",
    );
    await expect(nps.getByRole("combobox", { name: "Answer type" })).toHaveText("Linear scale");
    await expect(nps.getByRole("combobox", { name: "Scale starts at" })).toHaveText("0");
    await expect(nps.getByRole("combobox", { name: "Scale ends at" })).toHaveText("10");
    await expect(nps.getByLabel("Label at 0 (optional)")).toHaveValue("Not at all likely");
    await expect(nps.getByLabel("Label at 10 (optional)")).toHaveValue("Extremely likely");
    await nps.getByRole("switch", { name: "Required" }).click();

    // 7. Number: bounds, whole numbers only, a correct value; a reversed range is refused.
    const number = await addQuestion(page, 7, "How many people are on your team?");
    await chooseWithMouse(page, number.getByRole("combobox", { name: "Answer type" }), "Number");
    await number.getByLabel("Minimum (optional)").fill("100");
    await number.getByLabel("Maximum (optional)").fill("1");
    await expect(
      number.getByText("The minimum must not be greater than the maximum"),
    ).toBeVisible();
    await number.getByLabel("Minimum (optional)").fill("1");
    await number.getByLabel("Maximum (optional)").fill("500");
    await number.getByRole("switch", { name: "Whole numbers only" }).focus();
    await page.keyboard.press("Space");
    await number.getByLabel("Correct answer").fill("12.5");
    await expect(
      number.getByText("The correct answer must be a number that fits the question's limits"),
    ).toBeVisible();
    await number.getByLabel("Correct answer").fill("12");

    // 8. Date: earliest and latest dates, a correct date.
    const date = await addQuestion(page, 8, "When did you start?");
    await chooseByKeyboard(page, date.getByRole("combobox", { name: "Answer type" }), "Date");
    await date.getByLabel("Earliest date (optional)").fill("2020-01-01");
    await date.getByLabel("Latest date (optional)").fill("2026-12-31");
    await date.getByLabel("Correct answer").fill("2024-02-29");

    // 9. Email: nothing beyond required.
    const email = await addQuestion(page, 9, "Your work email");
    await chooseWithMouse(page, email.getByRole("combobox", { name: "Answer type" }), "Email");
    await email.getByRole("switch", { name: "Required" }).focus();
    await page.keyboard.press("Space");
    await expect(email.getByRole("switch", { name: "Required" })).toBeChecked();

    await screenshotAtBothWidths(page, "builder");
    for (const number of [2, 3, 4, 5, 7, 8]) {
      await question(page, number).screenshot({
        path: `${SHOTS}/question-${number}-1280.png`,
        style: SHOT_STYLE,
      });
    }
    await page.setViewportSize(PHONE);
    for (const number of [3, 4, 6, 7]) {
      await question(page, number).screenshot({
        path: `${SHOTS}/question-${number}-375.png`,
        style: SHOT_STYLE,
      });
    }
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);

    // The preview shows each type as respondents will see it.
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("combobox", { name: "Favourite colour?" })).toBeDisabled();
    await expect(preview.getByRole("list", { name: "Rank what matters most" })).toContainText(
      "Support",
    );
    await expect(preview.getByRole("radio", { name: "Speed: Great" })).toBeDisabled();
    const npsGroup = preview.getByRole("group", { name: /How likely are you to recommend us/ });
    await expect(npsGroup.getByRole("radio")).toHaveCount(11);
    await expect(npsGroup.getByText("Not at all likely")).toBeVisible();
    await expect(
      preview.getByRole("spinbutton", { name: "How many people are on your team?" }),
    ).toBeDisabled();
    await expect(preview.getByLabel("When did you start?")).toHaveAttribute("type", "date");
    await expect(
      preview.getByRole("textbox", { name: "Your work email (required)" }),
    ).toHaveAttribute("type", "email");
    await screenshotAtBothWidths(page, "preview");
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const [summary] = await listForms(server, user);
    const saved = await getForm(server, user, summary!._id);
    const empty = {
      rows: [],
      scaleMin: null,
      scaleMax: null,
      scaleMinLabel: "",
      scaleMaxLabel: "",
      scalePreset: null,
    };
    const base = {
      required: false,
      correctAnswer: [],
      validations: {},
      options: [],
      optionImages: [],
      maxRating: null,
      description: "",
      logic: null,
      points: 1,
      feedback: null,
    };
    expect(saved.questions.map(({ _id, ...rest }) => rest)).toEqual([
      {
        ...base,
        ...empty,
        questionType: "text",
        questionText: "What is your name?",
        required: true,
        validations: { regex: null, minLength: 2, maxLength: 50 },
      },
      {
        ...base,
        ...empty,
        questionType: "dropdown",
        questionText: "Favourite colour?",
        options: ["Red", "Green", "Blue"],
        correctAnswer: ["Green"],
      },
      {
        ...base,
        ...empty,
        questionType: "ranking",
        questionText: "Rank what matters most",
        options: ["Price", "Speed", "Support"],
        correctAnswer: ["Support", "Price", "Speed"],
      },
      {
        ...base,
        ...empty,
        questionType: "matrix",
        questionText: "Rate each part",
        rows: ["Design", "Speed"],
        options: ["Poor", "Good", "Great"],
        correctAnswer: ["Great", "Good"],
      },
      {
        ...base,
        questionType: "linearScale",
        questionText: "How easy was it?",
        correctAnswer: ["6"],
        rows: [],
        scaleMin: 1,
        scaleMax: 7,
        scaleMinLabel: "Hard",
        scaleMaxLabel: "Easy",
        scalePreset: null,
      },
      {
        ...base,
        questionType: "linearScale",
        questionText: "How likely are you to recommend us?",
        required: true,
        rows: [],
        scaleMin: 0,
        scaleMax: 10,
        scaleMinLabel: "Not at all likely",
        scaleMaxLabel: "Extremely likely",
        scalePreset: "nps",
      },
      {
        ...base,
        ...empty,
        questionType: "number",
        questionText: "How many people are on your team?",
        validations: { min: 1, max: 500, integer: true },
        correctAnswer: ["12"],
      },
      {
        ...base,
        ...empty,
        questionType: "date",
        questionText: "When did you start?",
        validations: { minDate: "2020-01-01", maxDate: "2026-12-31" },
        correctAnswer: ["2024-02-29"],
      },
      {
        ...base,
        ...empty,
        questionType: "email",
        questionText: "Your work email",
        required: true,
      },
    ]);
  });
});
