import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { createForm, type SeedQuestion } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// Issue 23, the builder's first minutes: what fits on screen, what a long form costs to scroll
// and tab through, and the small things that slow the first form down.

const question = (page: Page, number: number) =>
  page.getByRole("region", { name: `Question ${number}`, exact: true });

/** Whether the element's text fits its box: nothing cut off, no ellipsis. */
const isTextWhole = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );

async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The controls Tab stops on, in the page as it is now. */
const countTabStops = (page: Page) =>
  page.evaluate(() => {
    const selector = "a[href], button, input, select, textarea, [tabindex]";
    return Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(":disabled") &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden",
    ).length;
  });

const SIXTEEN_QUESTIONS: SeedQuestion[] = Array.from({ length: 16 }, (_, index) =>
  index % 2 === 0
    ? {
        questionType: "multipleChoice",
        questionText: `Choice question ${index + 1}`,
        options: ["Red", "Green", "Blue", "Yellow"],
      }
    : { questionType: "text", questionText: `Text question ${index + 1}` },
);

async function expectNoAxeFindings(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await showTheme(page, theme);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
  }
}

test.describe("builder, first minutes", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the header and the title fit at 375 and at 1280 px", async ({ page, server }) => {
    const user = await createUser(server);
    const longTitle = "Customer satisfaction survey for the spring product launch in Europe";
    const form = await createForm(server, user, { title: longTitle });
    await signInAs(page, user);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/forms/${form._id}/edit`);
    const heading = page.getByRole("heading", { level: 1, name: "Form Builder" });
    await expect(heading).toBeVisible();
    expect(await isTextWhole(heading)).toBe(true);
    await expectInViewport(page, heading);
    await expectInViewport(page, page.getByRole("button", { name: "Save Form" }));
    await page.getByPlaceholder("Form Title").fill(`${longTitle}!`);
    const status = page.getByText("Unsaved changes");
    await expect(status).toBeVisible();
    expect(await isTextWhole(status)).toBe(true);
    expect(await isTextWhole(page.getByPlaceholder("Form Title"))).toBe(true);
    await shootBothThemes(page, "builder-header-375");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(status).toBeVisible();
    expect(await isTextWhole(heading)).toBe(true);
    expect(await isTextWhole(status)).toBe(true);
    expect(await isTextWhole(page.getByPlaceholder("Form Title"))).toBe(true);
    await expectAccessible(page);
    await shootBothThemes(page, "builder-header-1280");
  });

  test("the answer-type menu stays clear of Save and shows its last type", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/forms/new");
      await expect(question(page, 1)).toBeVisible();
      // An open menu hides the rest of the page from assistive technology: Save is found first.
      const saveBox = (await page.getByRole("button", { name: "Save Form" }).boundingBox())!;
      await question(page, 1).getByRole("combobox", { name: "Answer type" }).click();
      const menu = page.getByRole("listbox");
      await expect(menu).toBeVisible();
      expect(overlaps((await menu.boundingBox())!, saveBox)).toBe(false);
      await expectInViewport(page, menu);
      // The list scrolls: its last type is reached from the keyboard and comes into view.
      const last = menu.getByRole("option", { name: "Customer satisfaction (CSAT)" });
      await page.keyboard.press("End");
      await expect(last).toBeFocused();
      await expectInViewport(page, last);
      await page.keyboard.press("Enter");
      await expect(question(page, 1).getByRole("combobox", { name: "Answer type" })).toHaveText(
        "Linear scale",
      );
      // Scanned once closed: an open menu hides the page behind it, which axe reads as a fault.
      await expectAccessible(page);
      await shootBothThemes(page, `builder-type-chosen-${width}`);
    }
  });

  test("a long form shows one card open; the others are one line", async ({ page, server }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, {
      title: "Sixteen questions",
      questions: SIXTEEN_QUESTIONS,
    });
    await signInAs(page, user);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/forms/${form._id}/edit`);
    // A busy machine takes a while to load sixteen questions.
    await expect(question(page, 16)).toBeVisible();

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const tabStops = await countTabStops(page);
    console.log(`16-question form: ${height}px tall, ${tabStops} tab stops`);
    // Every card open, the form was about 7,000 px tall.
    expect(height).toBeLessThan(2500);
    expect(tabStops).toBeLessThan(80);

    // The first card is open; the fifth is a one-line summary that opens it and closes the first.
    await expect(question(page, 1).getByLabel("Question", { exact: true })).toBeVisible();
    await expect(question(page, 5).getByLabel("Question", { exact: true })).toHaveCount(0);
    const summary = question(page, 5).getByRole("button", { name: /^Question 5/ });
    await expect(summary).toHaveAttribute("aria-expanded", "false");
    await expect(summary).toContainText("Choice question 5");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(question(page, 5).getByLabel("Question", { exact: true })).toBeFocused();
    await expect(question(page, 1).getByLabel("Question", { exact: true })).toHaveCount(0);
    await expect(question(page, 1).getByRole("button", { name: /^Question 1/ })).toContainText(
      "Choice question 1",
    );

    // A new question opens, the one edited before closes.
    await page.getByRole("button", { name: "Add Question" }).click();
    await expect(question(page, 17).getByLabel("Question", { exact: true })).toBeFocused();
    await expect(question(page, 5).getByLabel("Question", { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await shootBothThemes(page, "builder-collapsed-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shootBothThemes(page, "builder-collapsed-375");
  });

  test("Save shows a closed card's error and opens that card", async ({ page, server }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, {
      title: "Errors findable",
      questions: SIXTEEN_QUESTIONS.slice(0, 3),
    });
    await signInAs(page, user);
    await page.goto(`/forms/${form._id}/edit`);
    await question(page, 3)
      .getByRole("button", { name: /^Question 3/ })
      .click();
    await question(page, 3).getByLabel("Question", { exact: true }).fill("");
    await question(page, 1)
      .getByRole("button", { name: /^Question 1/ })
      .click();
    await expect(question(page, 3).getByRole("button", { name: /^Question 3/ })).toContainText(
      "All questions must have a title",
    );
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(question(page, 3).getByLabel("Question", { exact: true })).toBeFocused();
    await expect(question(page, 3).getByText("All questions must have a title")).toBeVisible();
  });

  test("quiz fields wait behind a disclosure until the form has a correct answer", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/new");
    const first = question(page, 1);
    await expect(first.getByLabel("Question", { exact: true })).toBeVisible();
    await expect(first.getByLabel("Correct answer")).toHaveCount(0);
    const answerKey = first.getByRole("button", { name: "Answer key" });
    await expect(answerKey).toHaveAttribute("aria-expanded", "false");
    await answerKey.click();
    await expect(answerKey).toHaveAttribute("aria-expanded", "true");
    await first.getByLabel("Correct answer").fill("Ada");
    await expect(first.getByLabel("Points")).toHaveValue("1");

    // With a correct answer in the form, a new question shows its quiz fields at once.
    await page.getByRole("button", { name: "Add Question" }).click();
    await expect(question(page, 2).getByLabel("Correct answer")).toBeVisible();
    await expect(question(page, 2).getByRole("button", { name: "Answer key" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("Enter in the last option adds the next one, up to four", async ({ page, server }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/new");
    const card = question(page, 1);
    await card.getByRole("combobox", { name: "Answer type" }).click();
    await page.getByRole("option", { name: "Multiple Choice", exact: true }).click();
    await card.getByLabel("Option 1", { exact: true }).fill("Red");
    await page.keyboard.press("Enter");
    await expect(card.getByLabel("Option 2", { exact: true })).toBeFocused();
    await page.keyboard.type("Green");
    await page.keyboard.press("Enter");
    await expect(card.getByLabel("Option 3", { exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card.getByLabel("Option 4", { exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card.getByRole("textbox", { name: /^Option \d$/ })).toHaveCount(4);
    await expect(card.getByLabel("Option 4", { exact: true })).toBeFocused();
    await expect(card.getByLabel("Option 2", { exact: true })).toHaveValue("Green");
  });

  test("axe finds nothing in the builder, in either theme", async ({ page, server }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, {
      title: "Headings in order",
      questions: SIXTEEN_QUESTIONS.slice(0, 3),
    });
    await signInAs(page, user);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(question(page, 3)).toBeVisible();
    await expectNoAxeFindings(page);
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByRole("heading", { name: "Headings in order" })).toBeVisible();
    await expectNoAxeFindings(page);
  });

  test("a template's preview shows the form as respondents see it", async ({ page, server }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("button", { name: "Create Form" }).first().click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Graded quiz/ })
      .click();
    const preview = page.getByRole("dialog", { name: "Graded quiz" });
    const planet = preview.getByRole("group", { name: /Which planet is closest to the Sun/ });
    await expect(planet.getByRole("radio", { name: "Mercury" })).toBeDisabled();
    await expect(preview).not.toContainText("Correct answer:");
    await expectAccessible(page);
    await shootBothThemes(page, "template-preview-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shootBothThemes(page, "template-preview-375");
  });
});
