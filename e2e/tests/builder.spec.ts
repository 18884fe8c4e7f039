import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { cardTexts, openAnswerKey, openCard } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createForm, getForm, getVersions, listForms } from "../support/forms-api.js";

// What a question of the six original types stores for the fields added since: the new types'
// fields, and no description, no logic, 1 point, no feedback.
const EMPTY_TYPE_FIELDS = {
  optionImages: [],
  rows: [],
  scaleMin: null,
  scaleMax: null,
  scaleMinLabel: "",
  scaleMaxLabel: "",
  scalePreset: null,
  description: "",
  logic: null,
  points: 1,
  feedback: null,
};

const question = (page: Page, number: number) =>
  page.getByRole("region", { name: `Question ${number}`, exact: true });

/** The question texts, top to bottom. */
const questionTexts = cardTexts;

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

async function addQuestion(page: Page, number: number, type: string, text: string) {
  await page.getByRole("button", { name: "Add Question" }).click();
  const card = question(page, number);
  const textInput = card.getByLabel("Question", { exact: true });
  await expect(textInput).toHaveValue("Untitled Question");
  await expect(textInput).toBeFocused();
  await textInput.fill(text);
  await chooseOption(page, card.getByRole("combobox", { name: "Answer type" }), type);
  return card;
}

/** Drags a question by its handle with the mouse until its centre is over another card's. */
async function dragWithMouse(page: Page, from: number, to: number) {
  // Both cards in view, the first just below the sticky headers.
  await question(page, from).evaluate((card) =>
    window.scrollBy(0, card.getBoundingClientRect().top - 160),
  );
  const handle = question(page, from).getByRole("button", { name: /^Drag to reorder/ });
  const handleBox = (await handle.boundingBox())!;
  const fromBox = (await question(page, from).boundingBox())!;
  const toBox = (await question(page, to).boundingBox())!;
  const startX = handleBox.x + handleBox.width / 2;
  const startY = handleBox.y + handleBox.height / 2;
  const deltaY = toBox.y + toBox.height / 2 - (fromBox.y + fromBox.height / 2);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + Math.sign(deltaY) * 10, { steps: 3 });
  await page.mouse.move(startX, startY + deltaY, { steps: 15 });
  await page.mouse.up();
}

test.describe("form builder", () => {
  // Each test signs up a real user (captcha and mail) first; busy CI machines need the headroom.
  test.describe.configure({ timeout: 60_000 });

  test("builds a form with all six question types, reorders, previews and saves it", async ({
    page,
    server,
  }) => {
    test.setTimeout(180_000);
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("button", { name: "Create Form" }).first().click();
    await page
      .getByRole("dialog", { name: "Create a form" })
      .getByRole("link", { name: /Blank form/ })
      .click();
    await expect(page).toHaveURL(/\/forms\/new$/);
    await expect(page).toHaveTitle("Create Form | Formloom");
    await expect(page.getByRole("heading", { level: 1, name: "Form Builder" })).toBeVisible();

    await page.getByPlaceholder("Form Title").fill("Product feedback");
    await page.getByLabel("Form description").fill("Help us shape what we build next.");

    // 1. The first question of a new form: short answer, required, no validation by default.
    const first = question(page, 1);
    await expect(first.getByLabel("Question", { exact: true })).toHaveValue("What is your name?");
    await expect(first.getByRole("switch", { name: "Required" })).toBeChecked();
    await expect(first.getByRole("combobox", { name: "Answer type" })).toHaveText("Short Answer");
    await expect(first.getByRole("combobox", { name: "Validation" })).toHaveText("No Validation");
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

    // 2. Paragraph with a free-text correct answer.
    const paragraph = await addQuestion(page, 2, "Paragraph", "What should we build next?");
    // The form is no quiz yet: correct answers wait behind the answer key.
    await expect(paragraph.getByLabel("Correct answer")).toHaveCount(0);
    await openAnswerKey(paragraph);
    await paragraph.getByLabel("Correct answer").fill("Dark mode");
    await expect(paragraph.getByRole("switch", { name: "Required" })).not.toBeChecked();

    // 3. Multiple choice: one correct option, and clicking it again clears it.
    const choice = await addQuestion(page, 3, "Multiple Choice", "Which plan are you on?");
    await choice.getByLabel("Option 1", { exact: true }).fill("Free");
    await choice.getByRole("button", { name: "Add Option" }).click();
    await expect(choice.getByRole("textbox", { name: /^Option \d$/ }).last()).toBeFocused();
    await expect(choice.getByLabel("Option 2", { exact: true })).toHaveValue("Option 2");
    await choice.getByLabel("Option 2", { exact: true }).fill("Pro");
    await choice.getByRole("button", { name: "Add Option" }).click();
    await choice.getByLabel("Option 3", { exact: true }).fill("Team");
    const markPro = choice.getByRole("button", { name: "Correct answer: Pro" });
    const markTeam = choice.getByRole("button", { name: "Correct answer: Team" });
    await markPro.click();
    await expect(markPro).toHaveAttribute("aria-pressed", "true");
    await markTeam.click();
    await expect(markPro).toHaveAttribute("aria-pressed", "false");
    await expect(markTeam).toHaveAttribute("aria-pressed", "true");
    await markTeam.click();
    await expect(markTeam).toHaveAttribute("aria-pressed", "false");
    await markPro.click();

    // 4. Checkboxes: at most four options; deleting an option drops it from the answers.
    const boxes = await addQuestion(page, 4, "Checkboxes", "Which features do you use?");
    await boxes.getByLabel("Option 1", { exact: true }).fill("Forms");
    for (const name of ["Quizzes", "Exports"]) {
      await boxes.getByRole("button", { name: "Add Option" }).click();
      await boxes.getByRole("textbox").last().fill(name);
    }
    await boxes.getByRole("button", { name: "Add Option" }).click();
    await expect(boxes.getByLabel("Option 4", { exact: true })).toHaveValue("Option 4");
    await expect(boxes.getByRole("button", { name: "Add Option" })).toBeDisabled();
    await boxes.getByRole("button", { name: "Correct answer: Forms" }).click();
    await boxes.getByRole("button", { name: "Correct answer: Exports" }).click();
    await boxes.getByRole("button", { name: "Delete option 4" }).click();
    await expect(boxes.getByRole("button", { name: "Add Option" })).toBeEnabled();
    await boxes.getByRole("button", { name: "Delete option 3" }).click();
    await expect(boxes.getByRole("button", { name: "Correct answer: Exports" })).toHaveCount(0);
    await expect(boxes.getByRole("button", { name: "Correct answer: Forms" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(boxes.getByRole("button", { name: "Correct answer: Quizzes" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    // 5. A choice question keeps its last option; as a file question it takes PDFs only.
    const file = await addQuestion(page, 5, "Multiple Choice", "Upload your CV");
    await expect(file.getByLabel("Option 1", { exact: true })).toHaveValue("Option 1");
    await file.getByRole("button", { name: "Delete option 1" }).click();
    await expect(page.getByText("Questions must have at least one option")).toBeVisible();
    await chooseOption(page, file.getByRole("combobox", { name: "Answer type" }), "File (Beta)");
    await expect(file.getByLabel("Option 1", { exact: true })).toHaveCount(0);
    await chooseOption(page, file.getByRole("combobox", { name: "Allowed file type" }), "PDF");

    // 6. Rating: a maximum from 3 to 10, 5 by default, set from the keyboard.
    const rating = await addQuestion(
      page,
      6,
      "Rating(Beta)",
      "How likely are you to recommend us?",
    );
    const slider = rating.getByRole("slider", { name: "Maximum rating" });
    await expect(slider).toHaveAttribute("aria-valuenow", "5");
    await expect(slider).toHaveAttribute("aria-valuemin", "3");
    await expect(slider).toHaveAttribute("aria-valuemax", "10");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "7");
    await rating.getByRole("switch", { name: "Required" }).click();

    const original = [
      "What is your name?",
      "What should we build next?",
      "Which plan are you on?",
      "Which features do you use?",
      "Upload your CV",
      "How likely are you to recommend us?",
    ];
    expect(await questionTexts(page)).toEqual(original);

    // Reorder with the buttons, which stop at the ends and keep focus on the moved question.
    // Only the card being edited is open, the last one added.
    await expect(question(page, 1).getByLabel("Question", { exact: true })).toHaveCount(0);
    await expect(
      question(page, 6).getByRole("button", { name: "Move question 6 down" }),
    ).toBeDisabled();
    await page.getByRole("button", { name: "Move question 6 up" }).click();
    await expect(page.getByRole("button", { name: "Move question 5 up" })).toBeFocused();
    expect(await questionTexts(page)).toEqual([...original.slice(0, 4), original[5], original[4]]);
    await page.getByRole("button", { name: "Move question 5 down" }).click();
    expect(await questionTexts(page)).toEqual(original);
    await openCard(page, "Question 1");
    await expect(
      question(page, 1).getByRole("button", { name: "Move question 1 up" }),
    ).toBeDisabled();

    // Reorder by dragging with the mouse...
    await dragWithMouse(page, 1, 2);
    await expect
      .poll(() => questionTexts(page))
      .toEqual([original[1], original[0], ...original.slice(2)]);

    // ...and with the keyboard, announced to screen readers.
    const announcer = page.locator('[id^="DndLiveRegion"]');
    const handle = question(page, 1).getByRole("button", { name: "Drag to reorder question 1" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(announcer).toHaveText("Picked up Question 1.");
    await page.keyboard.press("ArrowDown");
    await expect(announcer).toHaveText("Question 1 is over position 2 of 6.");
    await page.keyboard.press("Space");
    await expect(announcer).toHaveText("Question 1 was dropped at position 2 of 6.");
    await expect.poll(() => questionTexts(page)).toEqual(original);

    // Duplicate lands right after the original, open; delete removes it again.
    await openCard(page, "Question 2");
    await page.getByRole("button", { name: "Duplicate question 2" }).click();
    expect(await questionTexts(page)).toEqual([
      original[0],
      original[1],
      original[1],
      ...original.slice(2),
    ]);
    await expect(question(page, 3).getByLabel("Correct answer")).toHaveValue("Dark mode");
    await expect(question(page, 3).getByLabel("Question", { exact: true })).toBeFocused();
    await page.getByRole("button", { name: "Delete question 3" }).click();
    expect(await questionTexts(page)).toEqual(original);

    await expectAccessible(page);

    // Preview: the form as respondents see it, nothing answerable.
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Product feedback" })).toBeVisible();
    await expect(preview.getByText("Help us shape what we build next.")).toBeVisible();
    await expect(
      preview.getByRole("textbox", { name: "What is your name? (required)" }),
    ).toBeDisabled();
    await expect(
      preview.getByRole("textbox", { name: "What should we build next?" }),
    ).toBeDisabled();
    await expect(preview.getByRole("radio", { name: "Pro" })).toBeDisabled();
    await expect(preview.getByRole("checkbox", { name: "Quizzes" })).toBeDisabled();
    await expect(
      preview.getByRole("group", { name: /How likely are you to recommend us\?/ }),
    ).toBeVisible();
    await expect(preview.getByRole("button", { name: "7 of 7" })).toBeDisabled();
    await expect(preview.getByText("*", { exact: true })).toHaveCount(2);
    await expect(preview.getByText("*", { exact: true }).first()).toHaveClass(/text-destructive/);
    await expect(preview.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole("article", { name: "Product feedback" });
    await expect(card.getByText("Help us shape what we build next.")).toBeVisible();
    await expect(card.getByText("0 response", { exact: true })).toBeVisible();

    // What the server stored.
    const [summary] = await listForms(server, user);
    const saved = await getForm(server, user, summary!._id);
    expect(saved.title).toBe("Product feedback");
    expect(saved.questions.map(({ _id, ...rest }) => rest)).toEqual([
      {
        questionType: "text",
        questionText: "What is your name?",
        required: true,
        correctAnswer: [],
        validations: { regex: null },
        options: [],
        maxRating: null,
        ...EMPTY_TYPE_FIELDS,
      },
      {
        questionType: "paragraph",
        questionText: "What should we build next?",
        required: false,
        correctAnswer: ["Dark mode"],
        validations: { regex: null },
        options: [],
        maxRating: null,
        ...EMPTY_TYPE_FIELDS,
      },
      {
        questionType: "multipleChoice",
        questionText: "Which plan are you on?",
        required: false,
        correctAnswer: ["Pro"],
        validations: {},
        options: ["Free", "Pro", "Team"],
        maxRating: null,
        ...EMPTY_TYPE_FIELDS,
      },
      {
        questionType: "checkbox",
        questionText: "Which features do you use?",
        required: false,
        correctAnswer: ["Forms"],
        validations: {},
        options: ["Forms", "Quizzes"],
        maxRating: null,
        ...EMPTY_TYPE_FIELDS,
      },
      {
        questionType: "file",
        questionText: "Upload your CV",
        required: false,
        correctAnswer: [],
        validations: { fileType: "pdf" },
        options: [],
        maxRating: null,
        ...EMPTY_TYPE_FIELDS,
      },
      {
        questionType: "rating",
        questionText: "How likely are you to recommend us?",
        required: true,
        correctAnswer: [],
        validations: {},
        options: [],
        maxRating: 7,
        ...EMPTY_TYPE_FIELDS,
      },
    ]);
  });

  test("refuses to save without a title or question text, and shows the saving state", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/new");

    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Please add a title to your form")).toHaveCount(2);
    await expect(page.getByPlaceholder("Form Title")).toBeFocused();
    await page.getByPlaceholder("Form Title").fill("Quick poll");
    await expect(page.getByText("Please add a title to your form")).toHaveCount(1);

    await question(page, 1).getByLabel("Question", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("All questions must have a title")).toHaveCount(2);
    await question(page, 1).getByLabel("Question", { exact: true }).fill("Favourite colour?");

    await page.getByRole("button", { name: "Delete question 1" }).click();
    await expect(page.getByText("Forms must have at least one question")).toBeVisible();

    // While the save runs the button says so and cannot be pressed twice. The request is held
    // until both are seen, so a fast server cannot end the saving state before the check.
    let releaseSave: () => void = () => {};
    const saveReleased = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route("**/api/forms", async (route) => {
      await saveReleased;
      await route.continue();
    });
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByRole("button", { name: "Saving" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Saving" })).toBeFocused();
    releaseSave();
    await expect(page.getByText("Form saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("shows the server's refusal of a pattern it does not know, inline and as a toast", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    // The list is answered here with a pattern the server does not have, so the save is refused
    // (400 with a field error). builder-regex.spec.ts saves with a real pattern.
    const pattern = {
      _id: "0193a000-0000-7000-8000-0000000000e1",
      title: "Email address",
      regex: "^[^@\\s]+@[^@\\s]+$",
      errorMessage: "Please enter an email address",
      active: true,
      name: "Email address",
      type: "default",
      maxLength: 0,
      isRequired: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    await page.route("**/api/admin/regex?*", (route) =>
      route.fulfill({ json: { statusCode: 200, message: "ok", data: [pattern], total: 1 } }),
    );
    await page.goto("/forms/new");
    await page.getByPlaceholder("Form Title").fill("Newsletter");
    const validation = question(page, 1).getByRole("combobox", { name: "Validation" });
    await expect(validation).toHaveText("No Validation");
    await chooseOption(page, validation, "Email address");

    const saveRequest = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/forms"),
    );
    await page.getByRole("button", { name: "Save Form" }).click();
    expect((await saveRequest).postDataJSON().questions[0].validations).toEqual({
      regex: { title: "Email address", regex: pattern.regex },
    });
    const refusal = "This validation is no longer available. Choose another one.";
    await expect(page.getByText(refusal)).toHaveCount(2);
    await expect(page).toHaveURL(/\/forms\/new$/);

    await chooseOption(page, validation, "No Validation");
    await expect(page.getByText(refusal)).toHaveCount(1);
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form saved successfully!")).toBeVisible();
  });

  test("edits a saved form: same question ids, a new version, and unsaved changes are guarded", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, {
      title: "Onboarding",
      questions: [
        { questionType: "text", questionText: "Your team?", required: true },
        {
          questionType: "checkbox",
          questionText: "Tools",
          options: ["Slack", "Jira"],
          correctAnswer: ["Jira"],
        },
      ],
    });
    await signInAs(page, user);
    await page.goto("/dashboard");
    await page
      .getByRole("article", { name: "Onboarding" })
      .getByRole("link", { name: "Edit form" })
      .click();
    await expect(page).toHaveTitle("Edit Form | Formloom");
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Onboarding");
    expect(await questionTexts(page)).toEqual(["Your team?", "Tools"]);
    await openCard(page, "Question 2");
    await expect(
      question(page, 2).getByRole("button", { name: "Correct answer: Jira" }),
    ).toHaveAttribute("aria-pressed", "true");

    // Leaving with unsaved changes asks first.
    await question(page, 2).getByLabel("Question", { exact: true }).fill("Which tools do you use?");
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await expectAccessible(page);
    await leave.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(new RegExp(`/forms/${form._id}/edit$`));
    await expect(question(page, 2).getByLabel("Question", { exact: true })).toHaveValue(
      "Which tools do you use?",
    );

    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const versions = await getVersions(server, user, form._id);
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    const saved = await getForm(server, user, form._id);
    expect(saved.questions.map((q) => q._id)).toEqual(form.questions.map((q) => q._id));
    expect(saved.questions[1]?.questionText).toBe("Which tools do you use?");

    // Nothing changed: leaving does not ask.
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Onboarding");
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a form that does not exist shows 'Form Not Found' with a way back", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/forms/0193a000-0000-7000-8000-00000000dead/edit");
    await expect(page.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
