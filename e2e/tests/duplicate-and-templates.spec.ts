import { createUser, signInAs } from "../support/api-users.js";
import { cardTexts } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createForm, getForm, listForms } from "../support/forms-api.js";
import { captureScreens, shootBothThemes } from "../support/screens.js";

// Reach: copying a form from the dashboard card and from the builder, and starting a form from
// a template after previewing it.

const QUESTIONS = [
  { questionType: "text" as const, questionText: "What is your name?", required: true },
  {
    questionType: "multipleChoice" as const,
    questionText: "Best planet?",
    options: ["Mercury", "Earth"],
    correctAnswer: ["Earth"],
  },
];

test.describe("duplicate and templates", () => {
  // Each test signs up a real user (captcha and mail) first; busy CI machines need the headroom.
  test.describe.configure({ timeout: 90_000 });

  test("duplicates a form from its dashboard card", async ({ page, server }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch", questions: QUESTIONS });
    await signInAs(page, user);
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await main
      .getByRole("article", { name: "Team lunch" })
      .getByRole("button", { name: "Duplicate form" })
      .click();
    await expect(page.getByText('"Copy of Team lunch" created')).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (2)" })).toBeVisible();
    const copyCard = main.getByRole("article", { name: "Copy of Team lunch" });
    await expect(copyCard.getByText("0 response", { exact: true })).toBeVisible();
    await expect(copyCard.getByRole("switch", { name: "Private" })).not.toBeChecked();
    await expectAccessible(page);
    await shootBothThemes(page, "dashboard-duplicated");

    const [listed] = await listForms(server, user);
    expect(listed?.title).toBe("Copy of Team lunch");
    const copy = await getForm(server, user, listed?._id ?? "");
    expect(copy.questions.map((question) => question.questionText)).toEqual(
      form.questions.map((question) => question.questionText),
    );

    await copyCard.getByRole("link", { name: "Edit form" }).click();
    await expect(page).toHaveURL(new RegExp(`/forms/${copy._id}/edit$`));
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Copy of Team lunch");
  });

  test("duplicates the form open in the builder and opens the copy", async ({ page, server }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Quiz night", questions: QUESTIONS });
    await signInAs(page, user);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Quiz night");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Duplicate form" }).click();
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Copy of Quiz night");
    await expect(page).not.toHaveURL(new RegExp(`/forms/${form._id}/edit$`));
    await expect.poll(() => cardTexts(page)).toEqual(["What is your name?", "Best planet?"]);
    await shootBothThemes(page, "builder-duplicated");
    const forms = await listForms(server, user);
    expect(forms.map((listed) => listed.title)).toEqual(["Copy of Quiz night", "Quiz night"]);
  });

  test("previews a template, then creates it and lands in the builder with its questions", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("button", { name: "Create Form" }).first().click();

    const gallery = page.getByRole("dialog", { name: "Create a form" });
    await expect(gallery.getByRole("link", { name: /Blank form/ })).toHaveAttribute(
      "href",
      "/forms/new",
    );
    const cards = gallery.getByRole("list", { name: "Ways to start" }).getByRole("button");
    await expect(cards).toHaveCount(8);
    await expectAccessible(page);
    await shootBothThemes(page, "create-form-gallery");

    await gallery.getByRole("button", { name: /^Graded quiz/ }).click();
    const preview = page.getByRole("dialog", { name: "Graded quiz" });
    await expect(
      preview.getByRole("heading", { name: "Science and geography quiz" }),
    ).toBeVisible();
    const questions = preview.getByRole("list", { name: "Questions" });
    // One item per question or page; a ranking question holds a list of its own.
    await expect(questions.locator(":scope > li")).toHaveCount(9);
    // The questions as respondents will see them, nothing answerable, no answer given away.
    await expect(
      questions
        .getByRole("group", { name: /Which planet is closest to the Sun/ })
        .getByRole("radio", { name: "Mercury" }),
    ).toBeDisabled();
    await expect(questions).not.toContainText("Correct answer");
    await expectAccessible(page);
    await shootBothThemes(page, "create-form-template-preview");
    await captureScreens(page, "create-form-template-preview", [360]);

    await preview.getByRole("button", { name: "Back to templates" }).click();
    await expect(gallery.getByRole("button", { name: /^Graded quiz/ })).toBeFocused();
    await gallery.getByRole("button", { name: /^Job application/ }).click();
    await expect(
      page.getByRole("dialog", { name: "Job application" }).locator('input[type="file"]'),
    ).toHaveAttribute("accept", ".pdf");
    await page.getByRole("button", { name: "Back to templates" }).click();
    await gallery.getByRole("button", { name: /^Graded quiz/ }).click();
    await page.getByRole("button", { name: "Use this template" }).click();

    await expect(page).toHaveURL(/\/forms\/[0-9a-f-]+\/edit$/);
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Science and geography quiz");
    await expect
      .poll(async () => (await cardTexts(page))[1])
      .toBe("Which planet is closest to the Sun?");
    const forms = await listForms(server, user);
    expect(forms).toHaveLength(1);
    const created = await getForm(server, user, forms[0]?._id ?? "");
    expect(created).toMatchObject({ title: "Science and geography quiz", isPublic: false });
  });
});
