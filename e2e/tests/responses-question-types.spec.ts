import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs, type TestUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, type SeedQuestion, type StoredForm } from "../support/forms-api.js";
import { submitAnswers } from "../support/quiz-api.js";
import { captureScreens } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";

// A reader in Britain who happens to be west of Greenwich: dates in their format, and a date
// read as midnight UTC would show the day before.
test.use({ locale: "en-GB", timezoneId: "America/Los_Angeles" });

const Q = {
  dropdown: "Favourite colour?",
  email: "Your email address",
  number: "How many books did you read?",
  date: "When did you start?",
  scale: "How likely are you to recommend us?",
  grid: "Rate our service",
  ranking: "Order what matters most",
  section: "About you",
};

const QUESTIONS: SeedQuestion[] = [
  {
    questionType: "dropdown",
    questionText: Q.dropdown,
    options: ["Red", "Green", "Blue", "Yellow"],
    correctAnswer: ["Blue"],
  },
  { questionType: "section", questionText: Q.section },
  { questionType: "email", questionText: Q.email },
  { questionType: "number", questionText: Q.number, validations: { min: 0, max: 100 } },
  { questionType: "date", questionText: Q.date },
  {
    questionType: "linearScale",
    questionText: Q.scale,
    scaleMin: 0,
    scaleMax: 10,
    scaleMinLabel: "Not at all likely",
    scaleMaxLabel: "Extremely likely",
  },
  {
    questionType: "matrix",
    questionText: Q.grid,
    rows: ["Support", "Docs"],
    options: ["Good", "Bad"],
    correctAnswer: ["Good", "Good"],
  },
  {
    questionType: "ranking",
    questionText: Q.ranking,
    options: ["Speed", "Price", "Design"],
    correctAnswer: ["Speed", "Price", "Design"],
  },
];

type Row = [string, string, number, string, number, [string, string], string[]];

// Five responses, oldest first. By hand: books 1 3 5 7 10 (average 5.2, median 5); scores
// 10 9 7 3 9 (3 promoters, 1 passive, 1 detractor: NPS 60 − 20 = +40); Speed is on average
// 1.4th, Price 1.8th, Design 2.8th; dates from 15 Jan to 15 Mar 2026.
const ROWS: Row[] = [
  ["Blue", "ann@example.org", 3, "2026-01-15", 10, ["Good", "Good"], ["Speed", "Price", "Design"]],
  ["Red", "bob@example.org", 5, "2026-01-20", 9, ["Good", "Bad"], ["Price", "Speed", "Design"]],
  ["Blue", "cy@example.org", 10, "2026-03-02", 7, ["Bad", "Bad"], ["Speed", "Design", "Price"]],
  ["Green", "di@example.org", 1, "2026-02-28", 3, ["Good", "Good"], ["Speed", "Price", "Design"]],
  ["Blue", "ed@example.org", 7, "2026-03-15", 9, ["Good", "Bad"], ["Price", "Speed", "Design"]],
];

async function seedForm(server: RunningServer): Promise<{ owner: TestUser; form: StoredForm }> {
  const owner = await createUser(server, { name: "Olive Owner" });
  const form = await createForm(server, owner, { title: "Every new type", questions: QUESTIONS });
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });
  for (const [dropdown, email, number, date, scale, grid, ranking] of ROWS) {
    await submitAnswers(server, form, {
      [Q.dropdown]: dropdown,
      [Q.email]: email,
      [Q.number]: number,
      [Q.date]: date,
      [Q.scale]: scale,
      [Q.grid]: grid,
      [Q.ranking]: ranking,
    });
  }
  return { owner, form };
}

async function openResponses(page: Page, owner: TestUser, form: StoredForm, tab = "") {
  await signInAs(page, owner);
  await page.goto(`/forms/${form._id}/responses${tab}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(form.title);
}

/** The summary table's row for a question. */
const summaryRow = (page: Page, question: string) =>
  page
    .getByRole("table", { name: "Summary by question" })
    .locator("tbody > tr")
    .filter({ has: page.getByText(question, { exact: true }) });

/** A figure's value (dd) by its label (dt). */
const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");

/**
 * At a phone's width the summary's cells stack: still no overflow and no accessibility failure;
 * a screenshot for a person to look at when SCREENS_DIR is set.
 */
async function checkPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoPageOverflow(page);
  await expectAccessible(page);
  if (process.env.SCREENS_DIR) {
    await page.screenshot({
      path: path.join(process.env.SCREENS_DIR, `${name}-375.png`),
      fullPage: true,
    });
  }
}

async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth} px wide in ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test.describe("the responses page with the newer question types", () => {
  test("the Summary gives each type's figures and charts", async ({ page, server }) => {
    test.setTimeout(90_000);
    const { owner, form } = await seedForm(server);
    await openResponses(page, owner, form, "?tab=summary");
    const main = page.getByRole("main");

    const dropdown = main.getByRole("figure", { name: Q.dropdown });
    await expect(dropdown.getByRole("listitem")).toHaveText([
      /^Red1 · 20%/,
      /^Green1 · 20%/,
      /^BlueCorrect answer3 · 60%/,
      /^Yellow0 · 0%/,
    ]);

    await expect(summaryRow(page, Q.email)).toContainText(
      "5 addresses given. View individual responses to read them.",
    );

    const books = summaryRow(page, Q.number);
    await expect(figure(books, "Answered")).toHaveText("5");
    await expect(figure(books, "Average")).toHaveText("5.2");
    await expect(figure(books, "Median")).toHaveText("5");
    await expect(figure(books, "Lowest")).toHaveText("1");
    await expect(figure(books, "Highest")).toHaveText("10");
    // Whole numbers over a short range: a bar per value, 1 to 10.
    const perValue = Array.from({ length: 10 }, (_, index) =>
      [1, 3, 5, 7, 10].includes(index + 1)
        ? new RegExp(`^${index + 1}1 · 20%`)
        : new RegExp(`^${index + 1}0 · 0%`),
    );
    await expect(
      books.getByRole("figure", { name: `${Q.number}: answers by range` }).getByRole("listitem"),
    ).toHaveText(perValue);

    const started = summaryRow(page, Q.date);
    await expect(figure(started, "Earliest")).toHaveText("15 Jan 2026");
    await expect(figure(started, "Latest")).toHaveText("15 Mar 2026");
    await expect(
      started.getByRole("figure", { name: `${Q.date}: answers by month` }).getByRole("listitem"),
    ).toHaveText([/^Jan 20262 · 40%/, /^Feb 20261 · 20%/, /^Mar 20262 · 40%/]);

    const scale = summaryRow(page, Q.scale);
    await expect(figure(scale, "Average")).toHaveText("7.6");
    const nps = scale.getByRole("region", { name: "Net Promoter Score" });
    await expect(nps.getByTestId("nps-score")).toHaveText("+40");
    await expect(figure(nps, "Promoters \\(9–10\\)")).toHaveText("3 · 60%");
    await expect(figure(nps, "Passives \\(7–8\\)")).toHaveText("1 · 20%");
    await expect(figure(nps, "Detractors \\(0–6\\)")).toHaveText("1 · 20%");
    await expect(scale.getByRole("figure", { name: Q.scale }).getByRole("listitem")).toHaveCount(
      11,
    );

    await expect(
      main.getByRole("figure", { name: `${Q.grid}: Support` }).getByRole("listitem"),
    ).toHaveText([/^GoodCorrect answer4 · 80%/, /^Bad1 · 20%/]);
    await expect(
      main.getByRole("figure", { name: `${Q.grid}: Docs` }).getByRole("listitem"),
    ).toHaveText([/^GoodCorrect answer2 · 40%/, /^Bad3 · 60%/]);
    await summaryRow(page, Q.grid).getByRole("button", { name: "Show as a table" }).click();
    const gridTable = main.getByRole("table", { name: `${Q.grid}: counts per row` });
    await expect(gridTable.locator("tbody tr")).toHaveText([
      /^Support4 · 80% \(correct answer\)1 · 20%$/,
      /^Docs2 · 40% \(correct answer\)3 · 60%$/,
    ]);

    const ranking = main.getByRole("list", { name: `${Q.ranking}: average position, best first` });
    await expect(ranking.getByRole("listitem")).toHaveText([
      /^1\.Speed.*avg\. position 1\.4$/,
      /^2\.Price.*avg\. position 1\.8$/,
      /^3\.Design.*avg\. position 2\.8$/,
    ]);

    await expectAccessible(page);
    await captureScreens(page, "responses-question-types-summary");
    await checkPhone(page, "responses-question-types-summary");
  });

  test("Individual Responses show a grid as a table and a ranking as a list", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const { owner, form } = await seedForm(server);
    await openResponses(page, owner, form);
    const main = page.getByRole("main");
    const newest = main.getByRole("article").first();
    // A guest: the name, no placeholder address. A section heads its answers, asked of no one.
    await expect(newest.getByRole("heading", { level: 2 })).toHaveText("Response #5");
    await expect(newest.getByText(/^Guest User · /)).toBeVisible();
    await expect(newest).not.toContainText("anonymous.invalid");
    await expect(newest.getByRole("heading", { level: 3 })).toHaveText([Q.section]);
    await expect(newest.locator("dt")).toHaveText([
      Q.dropdown,
      Q.email,
      Q.number,
      Q.date,
      Q.scale,
      Q.grid,
      Q.ranking,
    ]);
    await expect(newest.getByText("No answer")).toHaveCount(0);

    const grid = newest.getByRole("table", { name: `${Q.grid}: answer per row` });
    await expect(grid.locator("tbody tr")).toHaveText([
      /^SupportGood \(correct\)$/,
      /^DocsBad \(wrong\)Correct: Good$/,
    ]);
    await expect(grid.getByRole("cell", { name: /^Bad/ })).toHaveClass(/text-destructive/);

    const ranking = newest.getByRole("list", { name: `${Q.ranking}: ranking` });
    await expect(ranking.getByRole("listitem")).toHaveText(["Price", "Speed", "Design"]);
    await expect(newest.getByText("Correct order: Speed > Price > Design")).toBeVisible();

    await expect(newest.locator("time[datetime='2026-03-15']")).toHaveText("15 Mar 2026");
    await expect(newest.getByRole("link", { name: "ed@example.org" })).toHaveAttribute(
      "href",
      "mailto:ed@example.org",
    );
    await expect(newest.locator("[data-verdict]", { hasText: Q.dropdown })).toHaveAttribute(
      "data-verdict",
      "correct",
    );
    await expect(newest.locator("[data-verdict]", { hasText: Q.scale })).toContainText("9 / 10");

    await expectAccessible(page);
    await captureScreens(page, "responses-question-types-individual");
    await checkPhone(page, "responses-question-types-individual");
  });
});
