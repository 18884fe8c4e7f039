import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, getForm, type StoredForm } from "../support/forms-api.js";
import { createPublicQuiz, QUIZ, submitAnswers, uploadAnswerFile } from "../support/quiz-api.js";
import { captureScreens } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";

type Answers = Record<string, string | string[] | number>;

/** A full response: the given answers plus a rating and an uploaded ticket. */
async function respond(server: RunningServer, quiz: StoredForm, answers: Answers, token?: string) {
  const ticket = await uploadAnswerFile(server, quiz, QUIZ.ticket, token);
  await submitAnswers(server, quiz, { [QUIZ.rating]: 3, [QUIZ.ticket]: ticket, ...answers }, token);
}

const ALL_RIGHT: Answers = {
  [QUIZ.name]: "Ann",
  [QUIZ.capital]: "Paris",
  [QUIZ.planet]: "Jupiter",
  [QUIZ.colours]: ["Red", "Blue", "Yellow"],
  [QUIZ.rating]: 5,
};

/** Three responses: a guest 3/3, a signed-in respondent 2/3, then a guest 0/3. */
async function seedQuiz(server: RunningServer) {
  const owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
  const bob = await createUser(server, { name: "Bob Respondent", email: uniqueEmail("bob") });
  const quiz = await createPublicQuiz(server, owner);
  await respond(server, quiz, ALL_RIGHT);
  await respond(
    server,
    quiz,
    {
      [QUIZ.name]: "Bob",
      [QUIZ.capital]: "paris ",
      [QUIZ.planet]: "Saturn",
      [QUIZ.colours]: ["Yellow", "Red", "Blue"],
    },
    bob.session.token,
  );
  await respond(server, quiz, {
    [QUIZ.name]: "Cy",
    [QUIZ.capital]: "Lyon",
    [QUIZ.planet]: "Mars",
    [QUIZ.colours]: ["Green"],
    [QUIZ.rating]: 1,
  });
  return { owner, bob, quiz };
}

/** The answer rows of a response card, as [question, answer text, verdict]. */
const answerRows = (article: Locator) =>
  article
    .locator("[data-verdict]")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("dt")?.textContent,
        row.querySelector("dd > span:not(.sr-only)")?.textContent,
        row.getAttribute("data-verdict"),
      ]),
    );

const cardValue = (page: Page, label: string) =>
  page.getByRole("main").locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");

async function expectCards(page: Page, cards: Record<string, string>) {
  for (const [label, value] of Object.entries(cards)) {
    await expect(cardValue(page, label)).toHaveText(value);
  }
}

async function chooseVersion(page: Page, name: RegExp) {
  await page.getByRole("combobox", { name: "Version" }).click();
  await page.getByRole("option", { name }).click();
}

test.describe("the responses page", () => {
  test("shows the cards and the three tabs with colours, counts, percentages and results", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const { owner, bob, quiz } = await seedQuiz(server);
    await signInAs(page, owner);
    await page.goto(`/forms/${quiz._id}/responses`);
    await expect(page).toHaveTitle("Form Responses | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
    await expectCards(page, {
      "Total Responses": "3",
      "Average Score": "56%",
      "Highest Score": "100%",
      "Lowest Score": "0%",
    });

    // Individual Responses: numbered from the first, newest first, coloured by correctness.
    await expect(main.getByRole("tab", { name: "Individual Responses" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const headings = main.getByRole("article").getByRole("heading");
    await expect(headings).toHaveText(["Response #3", `Response #2 ${bob.email}`, "Response #1"]);
    const bobCard = main.getByRole("article", { name: `Response #2 ${bob.email}` });
    await expect(bobCard.getByText("Bob Respondent")).toBeVisible();
    expect(await answerRows(bobCard)).toEqual([
      [QUIZ.name, "Bob", "unscored"],
      [QUIZ.capital, "paris ", "correct"],
      [QUIZ.trip, "No answer", "unscored"],
      [QUIZ.planet, "Saturn", "wrong"],
      [QUIZ.colours, "Yellow, Red, Blue", "correct"],
      [QUIZ.rating, "3 / 5★", "unscored"],
      [QUIZ.ticket, "Download file", "unscored"],
    ]);
    await expect(bobCard.locator("[data-verdict='wrong'] dd > span").first()).toHaveClass(
      /text-destructive/,
    );
    await expect(bobCard.locator("[data-verdict='correct'] dd > span").first()).toHaveClass(
      /text-success/,
    );
    await expect(bobCard.getByText("Correct answer: Jupiter")).toBeVisible();
    await expect(bobCard.getByText("Score 2/3 (67%)")).toBeVisible();

    // A respondent's file comes down with the owner's token.
    const [fileDownload] = await Promise.all([
      page.waitForEvent("download"),
      bobCard.getByRole("button", { name: `Download file: ${QUIZ.ticket}` }).click(),
    ]);
    expect(fileDownload.suggestedFilename()).toBe("ticket.pdf");
    expect(
      readFileSync(await fileDownload.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await expectAccessible(page);
    await captureScreens(page, "responses-individual");

    // Summary: per-option counts and percentages, correct options in green.
    await main.getByRole("tab", { name: "Summary" }).click();
    await expect(page).toHaveURL(/[?&]tab=summary/);
    const planet = main.getByRole("figure", { name: QUIZ.planet });
    await expect(planet.getByRole("listitem")).toHaveText([
      /^JupiterCorrect answer1 · 33%/,
      /^Saturn1 · 33%/,
      /^Mars1 · 33%/,
    ]);
    await expect(planet.getByText("Jupiter", { exact: true })).toHaveClass(/text-success/);
    await expect(planet.getByText("Saturn", { exact: true })).not.toHaveClass(/text-success/);
    const colours = main.getByRole("figure", { name: QUIZ.colours });
    await expect(colours.getByRole("listitem")).toHaveText([
      /^RedCorrect answer2 · 67%/,
      /^Green1 · 33%/,
      /^BlueCorrect answer2 · 67%/,
      /^YellowCorrect answer2 · 67%/,
    ]);
    const rating = main.getByRole("figure", { name: QUIZ.rating });
    await expect(rating.getByRole("listitem")).toHaveText([
      /^1 star1 · 33%/,
      /^2 stars0 · 0%/,
      /^3 stars1 · 33%/,
      /^4 stars0 · 0%/,
      /^5 stars1 · 33%/,
    ]);
    const summaryRows = main
      .getByRole("table", { name: "Summary by question" })
      .locator("tbody tr");
    await expect(summaryRows).toHaveCount(7);
    await expect(summaryRows.filter({ hasText: QUIZ.trip })).toContainText(
      "View individual responses",
    );
    await expect(summaryRows.filter({ hasText: QUIZ.name })).toContainText("3 answered");
    await expectAccessible(page);
    await captureScreens(page, "responses-summary");

    // Attempts: name or dash, email, date, score, percentage with a bar, result.
    await main.getByRole("tab", { name: "Attempts" }).click();
    const rows = main.getByRole("table", { name: "Attempts" }).locator("tbody tr");
    const cells = (row: number) => rows.nth(row).locator("td");
    await expect(cells(0)).toHaveText(["Guest User", "-", /\d/, "0/3", "0%", "Failed"]);
    await expect(cells(1)).toHaveText([
      "Bob Respondent",
      bob.email,
      /\d/,
      "2/3",
      "67%",
      "Needs Improvement",
    ]);
    await expect(cells(2)).toHaveText(["Guest User", "-", /\d/, "3/3", "100%", "Excellent"]);
    await expectAccessible(page);
    await captureScreens(page, "responses-attempts");

    // Download Responses: the CSV of SPEC §9 (the dialog's default), read back.
    await main.getByRole("button", { name: "Download Responses" }).click();
    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("dialog").getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe(`${quiz.title}-responses.csv`);
    const csv = readFileSync(await csvDownload.path(), "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      ["Timestamp", ...quiz.questions.map((q) => q.questionText)].map((t) => `"${t}"`).join(","),
    );
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"Ann","Paris","","Jupiter","Red; Blue; Yellow","5",');
    expect(csv).toContain('"Bob","paris ","","Saturn","Yellow; Red; Blue","3",');
    expect(csv).toMatch(/"http[^"]+\/api\/file-links\/[0-9a-f-]{36}\?expires=\d+&signature=[^"]+"/);
  });

  test("keeps each version's responses apart", async ({ page, server }) => {
    const { owner, quiz } = await seedQuiz(server);
    // Changing a question makes version 2; its ids stay the same.
    const current = await getForm(server, owner, quiz._id);
    await callApi(server, owner, "PUT", `/forms/${quiz._id}`, {
      title: current.title,
      description: current.description,
      questions: current.questions.map((q) =>
        q.questionText === QUIZ.planet ? { ...q, questionText: "Largest planet of all?" } : q,
      ),
    });
    const { [QUIZ.planet]: planet, ...rest } = ALL_RIGHT;
    await respond(server, await getForm(server, owner, quiz._id), {
      ...rest,
      "Largest planet of all?": planet as string,
    });

    await signInAs(page, owner);
    await page.goto(`/forms/${quiz._id}/responses`);
    const main = page.getByRole("main");
    const version = main.getByRole("combobox", { name: "Version" });
    await expect(version).toHaveText("Version 2 (latest) · 1 response");
    await expectCards(page, { "Total Responses": "1", "Average Score": "100%" });
    // The filter bar's question list names it too: read the response itself.
    const individual = main.getByRole("list", { name: "Individual responses" });
    await expect(individual.getByText("Largest planet of all?")).toBeVisible();

    await chooseVersion(page, /^Version 1 · 3 responses/);
    await expect(page).toHaveURL(/[?&]version=1/);
    await expectCards(page, { "Total Responses": "3", "Average Score": "56%" });
    await expect(main.getByRole("article")).toHaveCount(3);
    await expect(individual.getByText(QUIZ.planet).first()).toBeVisible();

    await page.reload();
    await expect(version).toHaveText("Version 1 · 3 responses");
    await chooseVersion(page, /^Version 2/);
    await expectCards(page, { "Total Responses": "1" });
  });

  test("without responses: the empty state, dashes and no download", async ({ page, server }) => {
    const owner = await createUser(server);
    const form = await createForm(server, owner, { title: "Fresh survey" });
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses`);
    const main = page.getByRole("main");
    await expect(main.getByText("No responses yet")).toBeVisible();
    await expect(main.getByText("Share your form to collect responses")).toBeVisible();
    await expectCards(page, {
      "Total Responses": "0",
      "Average Score": "—",
      "Highest Score": "—",
      "Lowest Score": "—",
    });
    await expect(main.getByRole("button", { name: "Download Responses" })).toBeDisabled();
    await expectAccessible(page);

    // Someone else's form is not found.
    const stranger: TestUser = await createUser(server);
    await signInAs(page, stranger);
    await page.goto(`/forms/${form._id}/responses`);
    await expect(main.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
  });
});

test.describe("the /responses hub", () => {
  test("lists received responses for the owner and submitted ones for the respondent", async ({
    page,
    server,
    browser,
  }) => {
    const { owner, bob, quiz } = await seedQuiz(server);
    await signInAs(page, owner);
    await page.goto("/responses");
    await expect(page).toHaveTitle("Responses | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("tab", { name: "Received" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const received = main.getByRole("table", { name: "Received responses" }).locator("tbody tr");
    await expect(received).toHaveCount(3);
    await expect(received.nth(1)).toContainText("Bob Respondent");
    await expect(received.nth(1)).toContainText("2/3 · 67%");
    await expectAccessible(page);
    await main.getByRole("link", { name: quiz.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/forms/${quiz._id}/responses$`));

    await page.goto("/responses");
    await main.getByRole("tab", { name: "Submitted" }).click();
    await expect(page).toHaveURL(/\?tab=submitted$/);
    await expect(main.getByText("Nothing submitted yet")).toBeVisible();

    const bobContext = await browser.newContext({ baseURL: server.url });
    const bobPage = await bobContext.newPage();
    await signInAs(bobPage, bob);
    await bobPage.goto("/responses?tab=submitted");
    const submitted = bobPage
      .getByRole("table", { name: "Submitted responses" })
      .locator("tbody tr");
    await expect(submitted).toHaveCount(1);
    await expect(submitted).toContainText("2/3 · 67%");
    await expect(bobPage.getByRole("link", { name: quiz.title })).toHaveAttribute(
      "href",
      `/quizzes/${quiz._id}/results`,
    );
    await expectAccessible(bobPage);
    await bobContext.close();
  });
});
