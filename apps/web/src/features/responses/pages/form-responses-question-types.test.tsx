import { responsesSummarySchema } from "@formloom/shared";
import { within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getRowTexts } from "@/test/get-row-texts";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";
import { restoreTimeZone } from "@/test/time-zone";
import { FORM_ID, RESPONSES, SUMMARY } from "../test/question-types-fixtures";

// West of Greenwich, a date read as midnight UTC would show the day before.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});

afterEach(() => {
  vi.unstubAllGlobals();
  restoreTimeZone(originalTimeZone);
});

// What a reader's locale makes of a calendar date, as the page is meant to show it.
const localDate = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
// A figure as the reader's locale writes it, to two decimals.
const localNumber = (value: number) =>
  new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(value);
const localMonth = (year: number, month: number) =>
  new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1),
  );

function mockResponses() {
  return mockApi({
    [`GET /api/responses/form/${FORM_ID}`]: ok(SUMMARY),
    [`GET /api/responses/${FORM_ID}`]: {
      body: { statusCode: 200, message: "ok", data: RESPONSES, total: 2 },
    },
  });
}

async function openSummary() {
  process.env.TZ = "America/Los_Angeles";
  storeUserSession();
  mockResponses();
  const view = await openRoute(`/forms/${FORM_ID}/responses?tab=summary`);
  await view.main.findByRole("table", { name: "Summary by question" });
  return view;
}

/** The value of the figure whose whole label (dt) reads `label`. */
const figureValue = (scope: HTMLElement, label: string) => {
  const term = [...scope.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No figure labelled ${label}`);
  return term.nextElementSibling?.textContent;
};

const summaryRow = (main: ReturnType<typeof within>, text: string) =>
  main.getByText(text, { selector: "p" }).closest("tr") as HTMLElement;

describe("FormResponsesPage summary of the newer question types", () => {
  it("matches the summary contract", () => {
    expect(responsesSummarySchema.parse(SUMMARY)).toEqual(SUMMARY);
  });

  it("charts a dropdown's top ten and the other options, and lists every option on demand", async () => {
    const { main, user } = await openSummary();
    const chart = main.getByRole("figure", { name: "Where do you live?" });
    const bars = within(chart).getAllByRole("listitem");
    expect(bars).toHaveLength(11);
    expect(bars[0]).toHaveTextContent(/^Country 123 · 20%/);
    expect(bars[1]).toHaveTextContent(/^Country 2Correct answer2 · 13%/);
    expect(bars[10]).toHaveTextContent(/^Other options2 · 13%/);
    expect(within(chart).queryByText("Country 10")).toBeNull();
    expect(within(chart).queryByText("Country 11")).toBeNull();

    await user.click(main.getByRole("button", { name: "Show all 12 options" }));
    const table = main.getByRole("table", { name: "Where do you live?: all options" });
    expect(getRowTexts(table)).toHaveLength(12);
    expect(getRowTexts(table)[10]).toEqual(["Country 11", "1 · 7%"]);
  });

  it("gives a number's figures and its histogram", async () => {
    const { main } = await openSummary();
    const row = summaryRow(main, "How many pets?");
    expect(figureValue(row, "Answered")).toBe("3");
    expect(figureValue(row, "Average")).toBe(localNumber(2.33));
    expect(figureValue(row, "Median")).toBe("2");
    expect(figureValue(row, "Lowest")).toBe("0");
    expect(figureValue(row, "Highest")).toBe("5");
    const histogram = within(row).getByRole("figure", { name: "How many pets?: answers by range" });
    expect(
      within(histogram)
        .getAllByRole("listitem")
        .map((bar) => bar.textContent),
    ).toEqual([
      expect.stringContaining(`0–${localNumber(2.5)}2 · 67%`),
      expect.stringContaining(`${localNumber(2.5)}–51 · 33%`),
    ]);
  });

  it("gives a date's range in the reader's locale without shifting a day, and its months", async () => {
    const { main } = await openSummary();
    const row = summaryRow(main, "When did you start?");
    expect(figureValue(row, "Earliest")).toBe(localDate(2026, 1, 1));
    expect(figureValue(row, "Latest")).toBe(localDate(2026, 3, 31));
    const months = within(row).getByRole("figure", {
      name: "When did you start?: answers by month",
    });
    expect(within(months).getByText(localMonth(2026, 1))).toBeInTheDocument();
    expect(within(months).getByText(localMonth(2026, 3))).toBeInTheDocument();
  });

  it("gives a 0–10 scale's distribution, average and Net Promoter Score with its groups", async () => {
    const { main } = await openSummary();
    const row = summaryRow(main, "Would you recommend us?");
    expect(figureValue(row, "Average")).toBe(localNumber(7.67));
    const nps = within(row).getByRole("region", { name: "Net Promoter Score" });
    expect(within(nps).getByTestId("nps-score")).toHaveTextContent("+33");
    expect(figureValue(nps, "Promoters (9–10)")).toBe("2 · 67%");
    expect(figureValue(nps, "Passives (7–8)")).toBe("0 · 0%");
    expect(figureValue(nps, "Detractors (0–6)")).toBe("1 · 33%");
    const bars = within(within(row).getByRole("figure", { name: "Would you recommend us?" }));
    expect(bars.getAllByRole("listitem")).toHaveLength(11);
    expect(bars.getByText("0 · Not at all likely")).toBeInTheDocument();
    expect(bars.getByText("10 · Extremely likely")).toBeInTheDocument();
  });

  it("groups a grid's bars by row and gives the same counts as a table", async () => {
    const { main, user } = await openSummary();
    const speed = main.getByRole("figure", { name: "Rate each part: Speed" });
    expect(within(speed).getByText("Good")).toHaveClass("text-success");
    expect(within(speed).getByText("2 responses, 67%")).toBeInTheDocument();
    const price = main.getByRole("figure", { name: "Rate each part: Price" });
    expect(within(price).getByText("2 responses, 100%")).toBeInTheDocument();

    await user.click(main.getByRole("button", { name: "Show as a table" }));
    const table = main.getByRole("table", { name: "Rate each part: counts per row" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Row", "Good", "Bad"]);
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Speed2 · 67% (correct answer)1 · 33%", "Price0 · 0% (correct answer)2 · 100%"]);
    expect(main.getByRole("button", { name: "Hide the table" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("lists a ranking's options best first with their average position", async () => {
    const { main } = await openSummary();
    const ranking = main.getByRole("list", { name: "Order these: average position, best first" });
    expect(ranking.tagName).toBe("OL");
    expect(
      within(ranking)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `1.CoffeeCorrect positionavg. position ${localNumber(1.33)}`,
      "2.TeaCorrect positionavg. position 2",
      `3.WaterCorrect positionavg. position ${localNumber(2.67)}`,
    ]);
  });

  it("counts email answers and points to the individual responses", async () => {
    const { main } = await openSummary();
    expect(summaryRow(main, "Your email")).toHaveTextContent(
      "3 addresses given. View individual responses to read them.",
    );
  });
});

describe("FormResponsesPage individual answers of the newer question types", () => {
  async function openIndividual() {
    process.env.TZ = "America/Los_Angeles";
    storeUserSession();
    mockResponses();
    const { main } = await openRoute(`/forms/${FORM_ID}/responses`);
    return main;
  }

  const answerOf = (article: HTMLElement, question: string) =>
    within(article)
      .getByText(question, { selector: "dt" })
      .closest("[data-verdict]") as HTMLElement;

  it("shows each answer readably: locale date and number, email link, scale, dropdown", async () => {
    const main = await openIndividual();
    const card = await main.findByRole("article", { name: "Response #2" });
    expect(answerOf(card, "When did you start?").querySelector("time")).toHaveTextContent(
      localDate(2026, 3, 1),
    );
    expect(answerOf(card, "When did you start?").querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-03-01",
    );
    expect(answerOf(card, "How many pets?")).toHaveTextContent(
      new Intl.NumberFormat().format(1234.5),
    );
    expect(within(card).getByRole("link", { name: "ada@example.org" })).toHaveAttribute(
      "href",
      "mailto:ada@example.org",
    );
    expect(answerOf(card, "Would you recommend us?")).toHaveTextContent("10 / 10");
    const dropdown = answerOf(card, "Where do you live?");
    expect(dropdown).toHaveAttribute("data-verdict", "correct");
    expect(within(dropdown).getByText("Country 2").parentElement).toHaveClass("text-success");
  });

  it("shows a grid as a table marked row by row and a ranking as an ordered list", async () => {
    const main = await openIndividual();
    const right = await main.findByRole("article", { name: "Response #2" });
    const rightGrid = within(right).getByRole("table", { name: "Rate each part: answer per row" });
    expect(
      within(rightGrid)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["SpeedGood (correct)", "PriceGood (correct)"]);
    expect(answerOf(right, "Rate each part")).toHaveAttribute("data-verdict", "correct");
    const rightRanking = within(right).getByRole("list", { name: "Order these: ranking" });
    expect(rightRanking.tagName).toBe("OL");
    expect(
      within(rightRanking)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Coffee", "Tea", "Water"]);

    const wrong = main.getByRole("article", { name: "Response #1" });
    const grid = answerOf(wrong, "Rate each part");
    expect(grid).toHaveAttribute("data-verdict", "wrong");
    const price = within(grid)
      .getByRole("rowheader", { name: "Price" })
      .closest("tr") as HTMLElement;
    expect(price).toHaveTextContent("Bad (wrong)Correct: Good");
    expect(within(price).getByRole("cell")).toHaveClass("text-destructive");
    expect(within(grid).queryByText(/^Correct answer:/)).toBeNull();
    const ranking = answerOf(wrong, "Order these");
    expect(ranking).toHaveAttribute("data-verdict", "wrong");
    expect(ranking).toHaveTextContent("Correct order: Coffee > Tea > Water");
    expect(within(answerOf(wrong, "How many pets?")).getByText("No answer")).toBeVisible();
  });
});
