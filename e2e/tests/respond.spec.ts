import type { Page } from "@playwright/test";
import { fillSignIn, tickCaptcha } from "../support/account-screens.js";
import { ADMIN_SERVER_ENV, loginAdmin } from "../support/admin-api.js";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, type StoredForm } from "../support/forms-api.js";
import {
  createPattern,
  createPublicQuiz,
  QUIZ,
  type QuizPattern,
  writeSampleFiles,
} from "../support/quiz-api.js";
import { captureScreens } from "../support/screens.js";

// The quiz's capital question uses an admin's pattern, so these tests need an admin.
test.use({ serverEnv: ADMIN_SERVER_ENV });
test.describe.configure({ mode: "default" });

const PATTERN: QuizPattern = { title: "Letters only", regex: "^[A-Za-z ]+$" };
const REQUIRED = "Please answer all required questions";
const files = writeSampleFiles();

let owner: TestUser;
let quiz: StoredForm;

test.beforeAll(async ({ server }) => {
  const admin = await loginAdmin(server);
  await createPattern(server, admin.token, PATTERN);
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
  quiz = await createPublicQuiz(server, owner, { pattern: PATTERN });
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A question's card in the list of questions, found by the start of its label. */
const card = (page: Page, text: string) =>
  page
    .getByRole("list", { name: "Questions" })
    .getByRole("listitem")
    .filter({
      has: page.locator("[id$='-label']", { hasText: new RegExp(`^${escapeRegex(text)}`) }),
    });

async function rate(page: Page, stars: number) {
  await page.getByRole("radio", { name: "1 star", exact: true }).focus();
  await page.keyboard.press("Space");
  for (let star = 1; star < stars; star += 1) await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: `${stars} stars` })).toBeChecked();
}

async function uploadTicket(page: Page, path: string) {
  await page.getByLabel(QUIZ.ticket).setInputFiles(path);
}

type StoredResponse = {
  respondentName: string;
  respondentEmail: string;
  answers: Array<{ questionId: string; answer: unknown }>;
  score: { correct: number; total: number; percentage: number };
};

test.describe("answering a form", () => {
  test("a guest meets the required, pattern and file messages, then submits every question type", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/forms/${quiz._id}/view`);
    await expect(page).toHaveTitle("View Form | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
    await expect(main.getByText("Five minutes, no notes.")).toBeVisible();
    await expect(main.getByText("Answering as a guest.")).toBeVisible();
    const asterisk = main.locator("label", { hasText: QUIZ.name }).getByText("*");
    await expect(asterisk).toHaveClass(/text-destructive/);
    await expect(main.getByLabel(QUIZ.ticket)).toHaveAttribute("accept", ".pdf");
    await expect(main.getByRole("radio", { name: /stars?$/ })).toHaveCount(5);
    await expect(main.getByText("Format: Letters only")).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "public-form");

    // Submitting empty shows every required message and keeps Submit disabled.
    const submit = main.getByRole("button", { name: "Submit" });
    await submit.click();
    for (const text of [QUIZ.name, QUIZ.capital, QUIZ.planet, QUIZ.rating, QUIZ.ticket]) {
      await expect(card(page, text).getByText(REQUIRED)).toBeVisible();
    }
    await expect(card(page, QUIZ.trip).getByText(REQUIRED)).toHaveCount(0);
    await expect(main.getByLabel(QUIZ.name)).toBeFocused();
    await expect(submit).toBeDisabled();
    await expectAccessible(page);
    await captureScreens(page, "public-form-errors");

    // The pattern is checked as the respondent types.
    const capital = main.getByLabel(QUIZ.capital);
    await capital.fill("Par1s");
    // In the admin's words for the pattern.
    await expect(card(page, QUIZ.capital).getByRole("alert")).toHaveText("Letters only, please");
    await expect(submit).toBeDisabled();
    await capital.fill("Paris");
    await expect(card(page, QUIZ.capital).getByRole("alert")).toHaveCount(0);

    // Copy and paste are refused with a warning; typing works.
    const name = main.getByLabel(QUIZ.name);
    await name.pressSequentially("Grace");
    await name.selectText();
    await page.keyboard.press("Control+C");
    await expect(page.getByText("Copy Paste not allowed on this page")).toBeVisible();
    await name.dispatchEvent("paste");
    await expect(name).toHaveValue("Grace");
    await name.press("End");
    await name.pressSequentially(" Guest");
    await expect(name).toHaveValue("Grace Guest");

    await main.getByLabel(QUIZ.trip).fill("Smooth, thanks.");
    await main.getByLabel("Jupiter", { exact: true }).check();
    for (const colour of ["Red", "Blue", "Yellow"])
      await main.getByLabel(colour, { exact: true }).check();
    await rate(page, 4);

    // A wrong extension is refused at once; a PNG named .pdf is refused by the server.
    await uploadTicket(page, files.png);
    await expect(
      card(page, QUIZ.ticket).getByText("Selected Invalid file, Please select correct file."),
    ).toBeVisible();
    await uploadTicket(page, files.pngNamedPdf);
    await expect(card(page, QUIZ.ticket).getByText("Upload failed")).toBeVisible();
    await expect(main.getByText("Failed to upload some files")).toBeVisible();
    await expect(submit).toBeDisabled();

    await uploadTicket(page, files.pdf);
    await expect(card(page, QUIZ.ticket).getByText("Uploaded")).toBeVisible();
    await expect(card(page, QUIZ.ticket).getByText("ticket.pdf")).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(main.getByText("Your response has been recorded.")).toBeVisible();
    // A guest has no dashboard: the way back is home.
    await expect(main.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
      "href",
      "/",
    );
    await expectAccessible(page);
    await captureScreens(page, "thank-you");

    const responses = await callApi<StoredResponse[]>(
      server,
      owner,
      "GET",
      `/responses/${quiz._id}`,
    );
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({
      respondentName: "Guest User",
      respondentEmail: "guest@anonymous.invalid",
      score: { correct: 3, total: 3, percentage: 100 },
    });
    const answers = Object.fromEntries(
      (responses[0]?.answers ?? []).map(({ questionId, answer }) => [
        quiz.questions.find((q) => q._id === questionId)?.questionText,
        answer,
      ]),
    );
    expect(answers).toEqual({
      [QUIZ.name]: "Grace Guest",
      [QUIZ.capital]: "Paris",
      [QUIZ.trip]: "Smooth, thanks.",
      [QUIZ.planet]: "Jupiter",
      [QUIZ.colours]: ["Red", "Blue", "Yellow"],
      [QUIZ.rating]: 4,
      [QUIZ.ticket]: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
    });
  });

  test("a signed-in respondent is recorded by name and opens their results", async ({
    page,
    server,
  }) => {
    const respondent = await createUser(server, {
      name: "Rita Respondent",
      email: uniqueEmail("rita"),
    });
    await signInAs(page, respondent);
    await page.goto(`/forms/${quiz._id}/view`);
    const main = page.getByRole("main");
    await expect(
      main.getByText(`Answering as Rita Respondent (${respondent.email}).`, { exact: false }),
    ).toBeVisible();

    await main.getByLabel(QUIZ.name).fill("Rita");
    await main.getByLabel(QUIZ.capital).fill("Paris");
    await main.getByLabel("Saturn", { exact: true }).check();
    await main.getByLabel("Red", { exact: true }).check();
    await rate(page, 2);
    await uploadTicket(page, files.pdf);
    await expect(card(page, QUIZ.ticket).getByText("Uploaded")).toBeVisible();
    await main.getByRole("button", { name: "Submit" }).click();

    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const responses = await callApi<StoredResponse[]>(
      server,
      owner,
      "GET",
      `/responses/${quiz._id}`,
    );
    expect(responses[0]).toMatchObject({
      respondentName: "Rita Respondent",
      respondentEmail: respondent.email,
      score: { correct: 1, total: 3, percentage: 33 },
    });

    await main.getByRole("link", { name: "See your results" }).click();
    await expect(page).toHaveURL(new RegExp(`/quizzes/${quiz._id}/results$`));
    await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
    await expect(page.getByText("Total Attempts").locator("xpath=..")).toContainText("1");
  });

  test("a guest signs in from the form and comes back to it; the page loads without the app's router", async ({
    page,
    server,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const visitor = await createUser(server, { name: "Gail Guest", email: uniqueEmail("gail") });
    await page.goto(`/forms/${quiz._id}/view`);
    const main = page.getByRole("main");
    await expect(main.getByText("Answering as a guest.", { exact: false })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/respond-.+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/router-/.test(path))).toEqual([]);

    await main.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await fillSignIn(page, visitor.email, visitor.password);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/forms/${quiz._id}/view$`));
    await expect(
      main.getByText(`Answering as Gail Guest (${visitor.email}).`, { exact: false }),
    ).toBeVisible();
  });

  test("a session ended elsewhere answers as a guest, and the page says so before submitting", async ({
    page,
    server,
  }) => {
    const respondent = await createUser(server, { name: "Sam Stale", email: uniqueEmail("sam") });
    await signInAs(page, respondent);
    // A password change on another device ends every other session.
    await callApi(server, respondent, "PUT", "/users/change-password", {
      oldPassword: respondent.password,
      newPassword: "Changed#Pass2",
    });

    await page.goto(`/forms/${quiz._id}/view`);
    const main = page.getByRole("main");
    await expect(main.getByText("Answering as a guest.", { exact: false })).toBeVisible();
    await expect(
      page.getByText(
        "Your session has ended, so you are answering as a guest. Sign in again to have your name recorded.",
      ),
    ).toBeVisible();
    await expect(main.getByText("Sam Stale")).toHaveCount(0);
  });

  test("a private or unknown form is 'Form Not Found', except to its owner", async ({
    page,
    server,
  }) => {
    const hidden = await createForm(server, owner, { title: "Owners only" });
    await page.goto(`/forms/${hidden._id}/view`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
    await expect(
      main.getByText("The form you're looking for doesn't exist or has been deleted."),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);

    await page.goto("/forms/0193a000-0000-7000-8000-000000000000/view");
    await expect(main.getByRole("heading", { name: "Form Not Found" })).toBeVisible();

    await signInAs(page, owner);
    await page.goto(`/forms/${hidden._id}/view`);
    await expect(main.getByRole("heading", { level: 1, name: "Owners only" })).toBeVisible();
  });
});
