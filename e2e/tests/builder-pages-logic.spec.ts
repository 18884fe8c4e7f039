import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { getForm, listForms } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// Pages, conditional logic, quiz points and the Settings panel in the builder, by keyboard.

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Opens a closed card from its summary, by keyboard. */
async function openByKeyboard(page: Page, name: string) {
  await pressButton(
    page,
    region(page, name).getByRole("button", { name: new RegExp(`^${name}\\s*:`) }),
  );
  await expect(
    region(page, name).getByRole("button", { name: `Delete ${name.toLowerCase()}` }),
  ).toBeVisible();
}

/**
 * How many places the option in focus is above `option` in its list, two frames from now (the
 * scroll the last arrow caused has shown its buttons by then); null while none has focus.
 */
function placesAbove(option: Locator) {
  return option.evaluate(async (target) => {
    for (const _ of [1, 2]) await new Promise(requestAnimationFrame);
    const list = target.closest('[role="listbox"]');
    const options = list ? Array.from(list.querySelectorAll('[role="option"]')) : [];
    const inFocus = options.indexOf(document.activeElement as Element);
    return inFocus === -1 ? null : options.indexOf(target) - inFocus;
  });
}

/**
 * Opens a select with Enter and moves to the option with the arrows, as a keyboard user does.
 * The list moves focus to its chosen option by itself once it is placed, and again when its
 * scroll buttons first show: each arrow is chosen from where focus is now, until it rests on it.
 */
async function pickByKeyboard(page: Page, select: Locator, option: string) {
  await select.focus();
  await page.keyboard.press("Enter");
  const wanted = page.getByRole("option", { name: option, exact: true });
  await expect(wanted).toBeVisible();
  await expect(async () => {
    const places = await placesAbove(wanted);
    if (places) await page.keyboard.press(places > 0 ? "ArrowDown" : "ArrowUp");
    expect(places).toBe(0);
  }).toPass({ intervals: [50] });
  await expect(wanted).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(select).toContainText(option);
  // The list closes, and gives focus back to its button, before the next key: an open list, or
  // focus returned late, would take it.
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(select).toBeFocused();
}

/** Presses a button from the keyboard: focus, then Enter. */
async function pressButton(page: Page, button: Locator) {
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Types into the field in focus, replacing what it holds. */
async function typeInFocus(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * Name (text), age (number), then a section "About your team" whose page shows only to those
 * over 17, with a team-size question and a scored question worth 5 points.
 */
async function buildForm(page: Page) {
  await page.getByPlaceholder("Form Title").focus();
  await page.keyboard.type("Team survey");

  await pressButton(page, page.getByRole("button", { name: "Add Question" }));
  const age = region(page, "Question 2");
  await expect(age.getByLabel("Question", { exact: true })).toBeFocused();
  await typeInFocus(page, "How old are you?");
  await pickByKeyboard(page, age.getByRole("combobox", { name: "Answer type" }), "Number");

  await pressButton(page, page.getByRole("button", { name: "Add section" }));
  const section = region(page, "Section 1");
  await expect(section.getByLabel("Page title")).toBeFocused();
  await typeInFocus(page, "About your team");
  await page.keyboard.press("Tab");
  await expect(section.getByLabel("Description")).toBeFocused();
  await page.keyboard.type("A few numbers about the people you work with.");
  await expect(section).toHaveAccessibleDescription("Starts page 2 of 2");

  await pressButton(page, section.getByRole("button", { name: /^Logic/ }));
  await pressButton(page, section.getByRole("button", { name: "Add condition" }));
  const question = section.getByRole("combobox", { name: "Condition 1 question" });
  await expect(question).toBeFocused();
  await expect(question).toHaveText("How old are you?");
  await pickByKeyboard(
    page,
    section.getByRole("combobox", { name: "Condition 1 comparison" }),
    "is greater than",
  );
  const value = section.getByRole("spinbutton", { name: "Condition 1 value" });
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("Choose or enter a value to compare with")).toBeVisible();
  await value.focus();
  await page.keyboard.type("17");
  await expect(value).not.toHaveAttribute("aria-invalid");

  await pressButton(page, page.getByRole("button", { name: "Add Question" }));
  const size = region(page, "Question 3");
  await typeInFocus(page, "How many people are in your team?");
  await pickByKeyboard(page, size.getByRole("combobox", { name: "Answer type" }), "Number");

  await pressButton(page, page.getByRole("button", { name: "Add Question" }));
  const capital = region(page, "Question 4");
  await typeInFocus(page, "Capital of France");
  // The form is no quiz yet: the correct answer waits behind the answer key.
  await pressButton(page, capital.getByRole("button", { name: "Answer key" }));
  await capital.getByLabel("Correct answer").focus();
  await page.keyboard.type("Paris");
  const points = capital.getByLabel("Points");
  await expect(points).toHaveValue("1");
  await points.focus();
  await typeInFocus(page, "5");
  await capital.getByLabel("Feedback for a right answer").focus();
  await page.keyboard.type("Well done");
  await capital.getByLabel("Feedback for a wrong answer").focus();
  await page.keyboard.type("It is Paris");
  return { section, capital };
}

async function fillSettings(page: Page) {
  await pressButton(page, page.getByRole("button", { name: "Settings" }));
  const panel = page.getByRole("dialog", { name: "Settings" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Time zone: /)).toBeVisible();
  await panel.getByRole("switch", { name: "One response per user" }).focus();
  await page.keyboard.press("Space");
  await expect(panel.getByRole("switch", { name: "One response per user" })).toBeChecked();
  await panel.getByLabel("Response limit").focus();
  await page.keyboard.type("50");
  await panel.getByLabel("Confirmation message").focus();
  await page.keyboard.type("Thanks!");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We read every answer.");
  const redirect = panel.getByLabel("Redirect to");
  await redirect.focus();
  await page.keyboard.type("http://example.com");
  await expect(panel.getByText("The redirect address must start with https://")).toBeVisible();
  await typeInFocus(page, "https://example.com/thanks");
  await expect(redirect).not.toHaveAttribute("aria-invalid");
  await pickByKeyboard(
    page,
    panel.getByRole("combobox", { name: "Release score" }),
    "Later, when I release scores",
  );
  return panel;
}

test.describe("builder: pages, logic and settings", () => {
  // Each test signs up a real user (captcha and mail) first; busy CI machines need the headroom.
  test.describe.configure({ timeout: 120_000 });

  test("lays out sections, logic, points and the Settings panel accessibly, and previews pages", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/new");
    await expect(page.getByRole("heading", { level: 1, name: "Form Builder" })).toBeVisible();

    const { section } = await buildForm(page);
    // A question referred to by logic cannot go, nor move below what reads it.
    await openByKeyboard(page, "Question 2");
    await pressButton(page, page.getByRole("button", { name: "Delete question 2" }));
    await expect(
      page.getByText(
        '"How old are you?" is used by the logic of a later question: change that logic first',
      ),
    ).toBeVisible();
    await expect(region(page, "Question 2")).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shootBothThemes(page, "builder-section-logic");

    const panel = await fillSettings(page);
    await expectAccessible(page);
    await shootBothThemes(page, "builder-settings");
    await pressButton(page, panel.getByRole("button", { name: "Done" }));
    await expect(panel).toBeHidden();

    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Page 1 of 2" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
    await pressButton(page, page.getByRole("button", { name: "Next" }));
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("heading", { name: "About your team" })).toBeVisible();
    await expect(page.getByText("This page shows only when its conditions hold.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expectAccessible(page);
    await shootBothThemes(page, "builder-preview-pages");
  });

  test("fits a phone: section, logic and the Settings panel stay within the screen", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/forms/new");
    await page.getByRole("button", { name: "Add Question" }).click();
    await page.getByRole("button", { name: "Add section" }).click();
    const section = region(page, "Section 1");
    await section.getByRole("button", { name: /^Logic/ }).click();
    await section.getByRole("button", { name: "Add condition" }).click();
    await expect(section.getByRole("combobox", { name: "Condition 1 question" })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shootBothThemes(page, "builder-section-logic-360");

    await page.getByRole("button", { name: "Settings" }).click();
    const panel = page.getByRole("dialog", { name: "Settings" });
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(360.5);
    await shootBothThemes(page, "builder-settings-360");
  });

  // Needs the server part of pages, logic and settings (it stores `logic`, `points`,
  // `feedback` and `settings`).
  test("saves pages, logic, points and settings, and the API stores them", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/new");
    await buildForm(page);
    const panel = await fillSettings(page);
    await pressButton(page, panel.getByRole("button", { name: "Done" }));

    await pressButton(page, page.getByRole("button", { name: "Save Form" }));
    await expect(page.getByText("Form saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const [summary] = await listForms(server, user);
    const form = (await getForm(server, user, summary!._id)) as unknown as {
      questions: Array<Record<string, unknown> & { _id: string }>;
      settings: Record<string, unknown>;
    };
    const [name, age, section, size, capital] = form.questions;
    expect(form.questions.map((q) => q.questionType)).toEqual([
      "text",
      "number",
      "section",
      "number",
      "text",
    ]);
    expect(name?.logic).toBeNull();
    expect(section).toMatchObject({
      questionText: "About your team",
      description: "A few numbers about the people you work with.",
      required: false,
      logic: {
        match: "all",
        conditions: [{ questionId: age!._id, operator: "greaterThan", value: 17 }],
      },
    });
    expect(size?.logic).toBeNull();
    expect(capital).toMatchObject({
      correctAnswer: ["Paris"],
      points: 5,
      feedback: { correct: "Well done", incorrect: "It is Paris" },
    });
    expect(form.settings).toEqual({
      acceptingResponses: true,
      closedMessage: "",
      closesAt: null,
      responseLimit: 50,
      onePerUser: true,
      confirmationMessage: "Thanks!\nWe read every answer.",
      redirectUrl: "https://example.com/thanks",
      shuffleQuestions: false,
      sendRespondentCopy: false,
      layout: "page",
      notifyOnResponse: false,
      notifyMemberIds: [],
      quiz: { releaseScore: "later", showCorrectAnswers: false },
      embedAllowedSites: [],
      language: "en",
      languages: [],
      translationFallback: false,
      theme: null,
      spamProtection: { proofOfWork: false, honeypot: false, minSecondsToSubmit: 0 },
      calculations: { variables: [], rules: [], endings: [] },
      keepUnfinished: false,
    });

    // Opened again, the builder shows what was stored, and a blocked move is refused.
    await page.goto(`/forms/${summary!._id}/edit`);
    const stored = region(page, "Section 1");
    await openByKeyboard(page, "Section 1");
    await expect(stored.getByLabel("Page title")).toHaveValue("About your team");
    await expect(stored.getByRole("combobox", { name: "Condition 1 question" })).toHaveText(
      "How old are you?",
    );
    await openByKeyboard(page, "Question 2");
    await pressButton(page, page.getByRole("button", { name: "Move question 2 down" }));
    await expect(
      page.getByText("A condition can only refer to a question that comes before it"),
    ).toBeVisible();
  });
});
