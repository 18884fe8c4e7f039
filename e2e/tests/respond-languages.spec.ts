import { createUser, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, type StoredForm } from "../support/forms-api.js";
import { createPublicForm, readAnswers, tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

test.describe.configure({ mode: "default" });

// One form in English that also offers German and Arabic, answered in each language by keyboard.
// The answers are stored as the form's own texts, whatever language the page spoke.
const SURVEY = {
  title: "Canteen survey",
  description: "Two short pages.",
  questions: [
    {
      questionType: "text",
      questionText: "Your class",
      required: true,
      validations: { minLength: 2 },
    },
    {
      questionType: "multipleChoice",
      questionText: "Lunch today",
      required: true,
      options: ["Soup", "Salad"],
    },
    { questionType: "section", questionText: "Your view" },
    {
      questionType: "linearScale",
      questionText: "How was it?",
      required: true,
      scaleMin: 1,
      scaleMax: 5,
    },
  ],
  // Untranslated: the added languages are offered only with the default texts as fallback.
  settings: { language: "en", languages: ["de", "ar"], translationFallback: true },
};

let owner: TestUser;
let form: StoredForm;

/** The language the newest response was answered in. */
async function newestLanguage(server: Parameters<typeof callApi>[0]) {
  const responses = await callApi<Array<{ language: string | null }>>(
    server,
    owner,
    "GET",
    `/responses/${form._id}`,
  );
  return responses[0]?.language;
}

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Lena Owner", email: uniqueEmail("languages") });
  form = await createPublicForm(server, owner, SURVEY);
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("reads the form in German, from its languages, and answers it by keyboard", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/forms/${form._id}/view`);
    const main = page.getByRole("main");
    await expect(main.getByText("Seite 1 von 2")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    await expectAccessible(page);

    const className = main.getByRole("textbox", { name: /^Your class/ });
    await tabTo(page, className);
    await page.keyboard.type("7");
    await tabTo(page, main.getByRole("button", { name: "Weiter" }));
    await page.keyboard.press("Enter");
    await expect(main.getByText(/Mindestens 2 Zeichen/).first()).toBeVisible();
    // The choice's own error, and the summary under Weiter.
    await expect(main.getByText("Bitte beantworten Sie alle Pflichtfragen")).toHaveCount(2);

    await className.focus();
    await page.keyboard.type("b");
    await tabTo(page, main.getByRole("radio", { name: "Soup" }));
    await page.keyboard.press("Space");
    await tabTo(page, main.getByRole("button", { name: "Weiter" }));
    await page.keyboard.press("Enter");
    await expect(main.getByText("Seite 2 von 2")).toBeVisible();
    // Tab enters the scale at its first point; the arrows move along it.
    await tabTo(page, main.getByRole("radio", { name: "1" }));
    for (const _ of [2, 3, 4]) await page.keyboard.press("ArrowDown");
    await expect(main.getByRole("radio", { name: "4" })).toBeChecked();
    await tabTo(page, main.getByRole("button", { name: "Senden" }));
    await page.keyboard.press("Enter");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank!");
    await expectAccessible(page);

    const [stored] = await readAnswers(server, owner, form);
    expect(stored).toMatchObject({ "Your class": "7b", "Lunch today": "Soup", "How was it?": 4 });
    expect(await newestLanguage(server)).toBe("de");
  });

  test("takes ?lang=en over the browser's language, and keeps that choice", async ({ page }) => {
    await page.goto(`/forms/${form._id}/view?lang=en`);
    const main = page.getByRole("main");
    await expect(main.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectAccessible(page);
    await page.goto(`/forms/${form._id}/view`);
    await expect(main.getByText("Page 1 of 2")).toBeVisible();
    await expect(main.getByRole("button", { name: "Next" })).toBeVisible();
  });
});

test("switches to Arabic from the language menu and reads right to left", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  await expect(main.getByText("Page 1 of 2")).toBeVisible();

  const menu = page.getByRole("combobox", { name: "Language" });
  await tabTo(page, menu);
  await menu.selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(main.getByText("الصفحة 1 من 2")).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=ar\b/);

  // The form's own texts are its default language's until it is translated.
  await tabTo(page, main.getByRole("textbox", { name: /^Your class/ }));
  await page.keyboard.type("7b");
  await tabTo(page, main.getByRole("radio", { name: "Soup" }));
  await page.keyboard.press("ArrowDown");
  await expect(main.getByRole("radio", { name: "Salad" })).toBeChecked();
  // Right to left, the page starts at the right: the label stands right of its field's start.
  const next = main.getByRole("button", { name: "التالي" });
  const clear = main.getByRole("button", { name: /مسح/ });
  const [nextBox, clearBox] = [await next.boundingBox(), await clear.boundingBox()];
  expect(nextBox && clearBox && nextBox.x > clearBox.x).toBe(true);
  await expectAccessible(page);
  await captureScreens(page, "languages-arabic-first", [375, 1280]);

  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(main.getByText("الصفحة 2 من 2")).toBeVisible();
  // The scale reads right to left: 1 at the right, 5 at the left.
  const one = await main.locator("label", { hasText: /^1$/ }).boundingBox();
  const five = await main.locator("label", { hasText: /^5$/ }).boundingBox();
  expect(one && five && one.x > five.x).toBe(true);
  await tabTo(page, main.getByRole("radio", { name: "1" }));
  await page.keyboard.press("ArrowUp");
  await expect(main.getByRole("radio", { name: "5" })).toBeChecked();
  await captureScreens(page, "languages-arabic-scale", [375, 1280]);
  await tabTo(page, main.getByRole("button", { name: "إرسال" }));
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { level: 1 })).toBeFocused();
  await expectAccessible(page);

  const [stored] = await readAnswers(server, owner, form);
  expect(stored).toMatchObject({ "Your class": "7b", "Lunch today": "Salad", "How was it?": 5 });
  expect(await newestLanguage(server)).toBe("ar");
});
