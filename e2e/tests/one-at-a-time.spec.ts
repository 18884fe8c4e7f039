import type { Page } from "@playwright/test";
import { createUser, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers, tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 375, height: 667 } });

const onGreen = {
  match: "all" as const,
  conditions: [{ questionId: "colour", operator: "equals", value: "Green" }],
};

const SURVEY = {
  title: "Colour survey",
  description: "One question at a time.",
  settings: { layout: "oneAtATime" as const },
  questions: [
    { questionType: "text", questionText: "Your name", required: true },
    {
      key: "colour",
      questionType: "multipleChoice",
      questionText: "Favourite colour",
      required: true,
      options: ["Red", "Green", "Blue"],
    },
    { questionType: "text", questionText: "Why green?", logic: onGreen },
    { questionType: "section", questionText: "About you" },
    {
      questionType: "linearScale",
      questionText: "How happy are you?",
      required: true,
      scaleMin: 1,
      scaleMax: 5,
    },
    { questionType: "email", questionText: "Your email", required: true },
  ],
};

let owner: TestUser;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
});

test("one question at a time on a phone, with the keyboard alone", async ({ page, server }) => {
  test.setTimeout(120_000);
  const form = await createPublicForm(server, owner, SURVEY);
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const progress = main.getByRole("progressbar");

  await expect(progress).toHaveAccessibleName("Question 1 of 4");
  await expect(main.getByRole("radio", { name: "Red" })).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, "one-at-a-time-first", [375]);

  await tabTo(page, main.getByLabel(/^Your name/));
  await page.keyboard.type("Ada");
  await page.keyboard.press("Enter");

  // Going on without an answer keeps the question, its error on screen.
  const red = main.getByRole("radio", { name: "Red" });
  await expect(red).toBeFocused();
  await expect(progress).toHaveAccessibleName("Question 2 of 4");
  await page.keyboard.press("Enter");
  await expect(main.getByText("Please answer all required questions").first()).toBeVisible();
  await expect(progress).toHaveAccessibleName("Question 2 of 4");
  await expectAccessible(page);

  // Letters pick the options; the logic counts the question Green brings, then drops it.
  await page.keyboard.press("b");
  await expect(main.getByRole("radio", { name: "Green" })).toBeChecked();
  await expect(progress).toHaveAccessibleName("Question 2 of 5");
  await page.keyboard.press("a");
  await expect(red).toBeChecked();
  await expect(red).toBeFocused();
  await expect(progress).toHaveAccessibleName("Question 2 of 4");
  await captureScreens(page, "one-at-a-time-choice", [375]);
  await page.keyboard.press("Enter");

  // Why green? is skipped: the section heads its first question.
  await expect(main.getByRole("heading", { level: 2, name: "About you" })).toBeVisible();
  await expect(progress).toHaveAccessibleName("Question 3 of 4");
  await page.keyboard.press("4");
  await expect(main.getByRole("radio", { name: "4" })).toBeChecked();
  await page.keyboard.press("Enter");

  const email = main.getByLabel(/^Your email/);
  await expect(email).toBeFocused();
  await page.keyboard.type("not-an-email");
  await page.keyboard.press("Enter");
  await expect(main.getByText("Please enter a valid email address")).toBeVisible();
  await expect(progress).toHaveAccessibleName("Question 4 of 4");
  // The button that goes on stays on screen right below the field.
  await expect(main.getByRole("button", { name: "Submit" })).toBeInViewport();

  // Back returns with the answer kept, and comes forward to the email as it was left.
  await tabTo(page, main.getByRole("button", { name: "Back" }));
  await page.keyboard.press("Enter");
  await expect(main.getByRole("radio", { name: "4" })).toBeChecked();
  await expect(main.getByRole("radio", { name: "4" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(email).toHaveValue("not-an-email");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("ada@example.org");
  await page.keyboard.press("Enter");

  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await readAnswers(server, owner, form)).toEqual([
    {
      "Your name": "Ada",
      "Favourite colour": "Red",
      "How happy are you?": 4,
      "Your email": "ada@example.org",
    },
  ]);
});

/** Counts the animations scripts start on elements (the slide between questions). */
async function countSlides(page: Page) {
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    const counted = window as unknown as { slides: number };
    counted.slides = 0;
    Element.prototype.animate = function (...args) {
      counted.slides += 1;
      return animate.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { slides: number }).slides);
}

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`slides to the next question only without reduced motion (${reducedMotion})`, async ({
    page,
    server,
  }) => {
    const form = await createPublicForm(server, owner, SURVEY);
    const slides = await countSlides(page);
    await page.emulateMedia({ reducedMotion });
    await page.goto(`/forms/${form._id}/view`);
    const main = page.getByRole("main");
    await tabTo(page, main.getByLabel(/^Your name/));
    await page.keyboard.type("Ada");
    await page.keyboard.press("Enter");
    await expect(main.getByRole("radio", { name: "Red" })).toBeFocused();
    if (reducedMotion === "reduce") expect(await slides()).toBe(0);
    else expect(await slides()).toBeGreaterThan(0);
  });
}
