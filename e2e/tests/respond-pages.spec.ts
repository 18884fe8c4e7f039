import { createUser, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers, tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

test.describe.configure({ mode: "default" });

const hasPet = {
  match: "all" as const,
  conditions: [{ questionId: "pet", operator: "equals", value: "Yes" }],
};

// Three pages: who you are, your pet (only for pet owners), how to reach you.
const PET_SURVEY = {
  title: "Pet survey",
  description: "Three short pages.",
  questions: [
    { questionType: "text", questionText: "Your name", required: true },
    {
      key: "pet",
      questionType: "multipleChoice",
      questionText: "Do you have a pet?",
      required: true,
      options: ["Yes", "No"],
    },
    { questionType: "text", questionText: "Pet's name", required: true, logic: hasPet },
    {
      questionType: "section",
      questionText: "About your pet",
      description: "A few questions about your pet.\nAll of them are optional.",
      logic: hasPet,
    },
    { questionType: "text", questionText: "Kind of animal" },
    { questionType: "number", questionText: "Age in years" },
    { questionType: "section", questionText: "About you" },
    { questionType: "email", questionText: "Your email", required: true },
  ],
};

let owner: TestUser;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
});

test("a three-page form with logic, answered with the keyboard alone", async ({ page, server }) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, PET_SURVEY);
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const progress = main.getByRole("progressbar");

  // Until the pet question is answered, the pet page does not count.
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  await expect(main.getByLabel(/^Pet's name/)).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, "pages-first");

  const name = main.getByLabel(/^Your name/);
  await tabTo(page, name);
  await page.keyboard.type("Grace");
  // Next with a required question left: the page stays and its error takes focus.
  await page.keyboard.press("Enter");
  await expect(main.getByRole("radio", { name: "Yes" })).toBeFocused();
  await expect(main.getByText("Please answer all required questions").first()).toBeVisible();
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(main.getByRole("radio", { name: "Yes" })).toBeChecked();

  // The answer shows the pet's name question and the pet page, announced politely.
  const petName = main.getByLabel(/^Pet's name/);
  await expect(petName).toBeVisible();
  await expect(main.getByText("Page 1 of 3")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "New question" })).toHaveText(
    "New question: Pet's name. This form now has 3 pages.",
  );
  await tabTo(page, petName);
  await page.keyboard.type("Rex");
  await page.keyboard.press("Enter");

  await expect(main.getByText("Page 2 of 3")).toBeFocused();
  await expect(progress).toHaveAttribute("aria-valuenow", "2");
  await expect(main.getByRole("heading", { level: 2, name: "About your pet" })).toBeVisible();
  await expect(main.getByText("A few questions about your pet.")).toBeVisible();
  await tabTo(page, main.getByLabel("Kind of animal"));
  await page.keyboard.type("Dog");
  await page.keyboard.press("Tab");
  await page.keyboard.type("4");
  await expectAccessible(page);
  await captureScreens(page, "pages-section");

  // Back with the keyboard, then No: the pet page is skipped and its answers are not sent.
  await tabTo(page, main.getByRole("button", { name: "Back" }));
  await page.keyboard.press("Enter");
  await expect(main.getByText("Page 1 of 3")).toBeFocused();
  await tabTo(page, main.getByRole("radio", { name: "Yes" }));
  await page.keyboard.press("ArrowDown");
  await expect(main.getByRole("radio", { name: "No" })).toBeChecked();
  await expect(main.getByLabel(/^Pet's name/)).toHaveCount(0);
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  await tabTo(page, main.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");

  await expect(main.getByText("Page 2 of 2")).toBeFocused();
  await expect(main.getByRole("heading", { level: 2, name: "About you" })).toBeVisible();
  await tabTo(page, main.getByLabel(/^Your email/));
  await page.keyboard.type("grace@example.org");
  await page.keyboard.press("Enter");

  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeFocused();
  const [answers] = await readAnswers(server, owner, form);
  expect(answers).toEqual({
    "Your name": "Grace",
    "Do you have a pet?": "No",
    "Your email": "grace@example.org",
  });
});

test("answers survive a reload until the form is cleared or submitted", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, {
    title: "Book club",
    questions: [
      { questionType: "text", questionText: "Your name", required: true },
      { questionType: "section", questionText: "Your reading" },
      { questionType: "paragraph", questionText: "Last book you loved" },
    ],
  });
  const key = `formloom:answers:${form._id}:${form.version}`;
  const stored = () => page.evaluate((name) => localStorage.getItem(name), key);
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  expect(await stored()).toBeNull();

  await main.getByLabel(/^Your name/).fill("Ada");
  await main.getByRole("button", { name: "Next" }).click();
  await main.getByLabel("Last book you loved").fill("Middlemarch");
  await expect.poll(stored).toContain("Middlemarch");

  await page.reload();
  await expect(main.getByText(/Welcome back/)).toBeVisible();
  // Back on the page they left, the earlier one answered too.
  await expect(main.getByText("Page 2 of 2")).toBeVisible();
  await expect(main.getByLabel("Last book you loved")).toHaveValue("Middlemarch");
  await main.getByRole("button", { name: "Back" }).click();
  await expect(main.getByLabel(/^Your name/)).toHaveValue("Ada");
  await expectAccessible(page);
  await captureScreens(page, "resumed-form");

  await main.getByRole("button", { name: "Clear form" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Clear form?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "clear-form-dialog", [1280]);
  await dialog.getByRole("button", { name: "Clear form" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  await expect(main.getByLabel(/^Your name/)).toHaveValue("");
  expect(await stored()).toBeNull();

  await page.reload();
  await expect(main.getByLabel(/^Your name/)).toHaveValue("");
  await main.getByLabel(/^Your name/).fill("Ada");
  await main.getByRole("button", { name: "Next" }).click();
  await main.getByRole("button", { name: "Submit" }).click();
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await stored()).toBeNull();
});

test("Next and Submit stay in the tab order while errors hold them, and take focus to the first error", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, {
    title: "Event sign-up",
    questions: [
      { questionType: "text", questionText: "Your name", required: true },
      { questionType: "text", questionText: "Your city", required: true },
      { questionType: "section", questionText: "Contact" },
      { questionType: "email", questionText: "Your email", required: true },
    ],
  });
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const name = main.getByLabel(/^Your name/);
  const next = main.getByRole("button", { name: "Next" });

  // Tabbing past both empty questions marks them; Next looks unavailable but can be reached.
  await tabTo(page, name);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(main.getByText("Please answer all required questions").first()).toBeVisible();
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(next).toHaveCSS("opacity", "0.5");
  await tabTo(page, next);
  await expectAccessible(page);
  await captureScreens(page, "pages-next-unavailable", [1280, 375]);
  await page.keyboard.press("Enter");
  await expect(name).toBeFocused();
  await expect(main.getByText("Page 1 of 2")).toBeVisible();

  await page.keyboard.type("Grace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Leeds");
  await tabTo(page, next);
  await expect(next).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Space");
  await expect(main.getByText("Page 2 of 2")).toBeFocused();

  // On the last page Submit does the same, and sends nothing.
  const email = main.getByLabel(/^Your email/);
  const submit = main.getByRole("button", { name: "Submit" });
  await tabTo(page, email);
  await page.keyboard.press("Tab");
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await tabTo(page, submit);
  await page.keyboard.press("Space");
  await expect(email).toBeFocused();
  await expect(main.getByText("Please answer all required questions").first()).toBeVisible();
  await expect(main.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
  expect(await readAnswers(server, owner, form)).toEqual([]);

  await page.keyboard.type("grace@example.org");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeFocused();
});
