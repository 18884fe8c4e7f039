import type { ResponseResult } from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getRowTexts } from "@/test/get-row-texts";
import { type AttemptScore, ScoredAttemptsTable } from "./scored-attempts-table";

type Row = { id: string; who: string; score: AttemptScore<ResponseResult> };

const AT = "2026-03-01T10:00:00.000Z";
const ROWS: Row[] = [
  {
    id: "a",
    who: "Ada",
    score: { submittedAt: AT, correct: 2, total: 2, percentage: 100, result: "Excellent" },
  },
  {
    id: "b",
    who: "Grace",
    score: { submittedAt: AT, correct: 0, total: 0, percentage: 0, result: null },
  },
];

function renderTable() {
  render(
    <ScoredAttemptsTable
      label="Attempts"
      attempts={ROWS}
      getKey={(row) => row.id}
      getScore={(row) => row.score}
      leadingColumns={[{ header: "Name", cell: (row) => row.who }]}
      renderCardHeading={(row, index) => (
        <p>
          {index + 1}. {row.who}
        </p>
      )}
      renderBadge={(result) => <span>Badge: {result}</span>}
    />,
  );
}

describe("ScoredAttemptsTable", () => {
  it("shows the leading columns, then date, score, percentage and result, 'Not scored' without one", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Attempts" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Date", "Score", "Percentage", "Result"]);
    expect(getRowTexts(table)).toEqual([
      ["Ada", expect.any(String), "2/2", "100%", "Badge: Excellent"],
      ["Grace", expect.any(String), "0/0", "0%", "Not scored"],
    ]);
    expect(table.querySelector("time")).toHaveAttribute("datetime", AT);
  });

  it("gives phones a card per attempt, with the badge only when it is scored", () => {
    renderTable();
    const cards = within(screen.getByRole("list", { name: "Attempts" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const [scored, unscored] = cards as [HTMLElement, HTMLElement];
    expect(within(scored).getByText("1. Ada")).toBeInTheDocument();
    expect(within(scored).getByText("Badge: Excellent")).toBeInTheDocument();
    expect(within(scored).getByText("2/2")).toBeInTheDocument();
    expect(within(unscored).getByText("2. Grace")).toBeInTheDocument();
    expect(within(unscored).queryByText("Not scored")).toBeNull();
    expect(within(unscored).queryByText(/Badge:/)).toBeNull();
  });
});
