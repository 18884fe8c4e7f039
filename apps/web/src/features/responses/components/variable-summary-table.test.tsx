import type { VariableSummary } from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VariableSummaryTable } from "./variable-summary-table";

const VARIABLES: VariableSummary[] = [
  {
    name: "total",
    kind: "number",
    count: 4,
    average: 12.125,
    min: 5,
    max: 20,
    histogram: [
      { from: 5, to: 12.5, count: 3 },
      { from: 12.5, to: 20, count: 1 },
    ],
  },
  {
    name: "tier",
    kind: "text",
    count: 4,
    values: [
      { value: "gold", count: 3 },
      { value: "silver", count: 1 },
    ],
    others: 2,
  },
];

describe("VariableSummaryTable", () => {
  it("shows a number variable's spread and ranges, a text variable's values", () => {
    render(<VariableSummaryTable variables={VARIABLES} />);
    const table = screen.getByRole("table", { name: "Summary by variable" });
    const [, total, tier] = within(table).getAllByRole("row");
    expect(total).toHaveTextContent("totalNumber · 4 responses");
    expect(within(total as HTMLElement).getByText("12.13")).toBeVisible();
    const ranges = within(total as HTMLElement).getByRole("figure", {
      name: "total: responses by range",
    });
    expect(within(ranges).getByText("5–12.5")).toBeVisible();
    expect(tier).toHaveTextContent("tierText · 4 responses");
    const values = within(tier as HTMLElement).getByRole("figure", {
      name: "tier: responses per value",
    });
    expect(within(values).getByText("gold")).toBeVisible();
    expect(within(tier as HTMLElement).getByText("2 responses with other values")).toBeVisible();
  });

  it("shows nothing for a form without variables", () => {
    const { container } = render(<VariableSummaryTable variables={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
