import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuestionSummaryView } from "./question-summary-view";

const PHONE = {
  questionId: "q1",
  questionText: "Phone",
  questionType: "phone" as const,
  options: [],
};

describe("the phone question's summary", () => {
  it("counts the numbers per country by name, international numbers apart", () => {
    const countries = [
      { country: "FR", count: 3 },
      { country: "US", count: 1 },
    ];
    render(
      <QuestionSummaryView
        summary={{ ...PHONE, answeredCount: 5, countries }}
        question={undefined}
      />,
    );
    expect(screen.getByText("5 numbers given")).toBeVisible();
    const chart = screen.getByRole("figure", { name: "Phone: numbers by country" });
    const bars = within(chart).getAllByRole("listitem");
    expect(bars.map((bar) => bar.textContent)).toEqual([
      "France3 · 60%3 responses, 60%",
      "United States1 · 20%1 response, 20%",
      "International numbers1 · 20%1 response, 20%",
    ]);
  });

  it("sums the countries past the tenth as one bar", () => {
    const codes = ["FR", "DE", "IT", "ES", "PT", "NL", "BE", "PL", "SE", "NO", "DK", "FI"];
    const countries = codes.map((country, index) => ({ country, count: 20 - index }));
    render(
      <QuestionSummaryView
        summary={{ ...PHONE, answeredCount: 174, countries }}
        question={undefined}
      />,
    );
    const chart = screen.getByRole("figure", { name: "Phone: numbers by country" });
    const bars = within(chart).getAllByRole("listitem");
    expect(bars).toHaveLength(11);
    expect(bars.at(-1)).toHaveTextContent("Other countries19 · 11%");
  });

  it("says so when nothing is answered yet", () => {
    render(
      <QuestionSummaryView
        summary={{ ...PHONE, answeredCount: 0, countries: [] }}
        question={undefined}
      />,
    );
    expect(screen.queryByRole("figure")).toBeNull();
  });
});
