import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

describe("BarChart", () => {
  it("names the chart and gives each bar its label, count and percentage as text", () => {
    render(
      <BarChart
        label="Capital of France?"
        items={[
          { key: "p", label: "Paris", count: 3, percentage: 75, highlight: "Correct answer" },
          { key: "l", label: "Lyon", count: 1, percentage: 25 },
          { key: "n", label: "Nice", count: 0, percentage: 0 },
        ]}
      />,
    );
    const chart = screen.getByRole("figure", { name: "Capital of France?" });
    const rows = within(chart).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ParisCorrect answer3 · 75%3 responses, 75%",
      "Lyon1 · 25%1 response, 25%",
      "Nice0 · 0%0 responses, 0%",
    ]);
    const bars = within(chart).getAllByTestId("bar");
    expect(bars.map((bar) => bar.style.width)).toEqual(["75%", "25%", "0%"]);
    expect(bars[0]).toHaveClass("bg-success");
    expect(within(chart).getByText("Paris")).toHaveClass("text-success");
    expect(within(chart).getByText("Lyon")).not.toHaveClass("text-success");
  });

  it("reads counts with the given wording and keeps bars within 0..100%", () => {
    render(
      <BarChart
        label="Stars"
        formatCount={(count) => `${count} votes`}
        items={[{ key: "5", label: "5 stars", count: 2, percentage: 140 }]}
      />,
    );
    expect(screen.getByText("2 votes, 140%")).toHaveClass("sr-only");
    expect(screen.getByTestId("bar").style.width).toBe("100%");
  });
});
