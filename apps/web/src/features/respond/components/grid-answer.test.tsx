import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const GRID = {
  questionType: "matrix" as const,
  questionText: "How was each part?",
  rows: ["Food", "Service", "Music"],
  options: ["Poor", "Fine", "Great"],
};

describe("GridAnswer", () => {
  it("is a radio group per row, named by the row, with a radio named by each column", () => {
    renderQuestion(GRID);
    expect(screen.getAllByRole("radiogroup")).toHaveLength(3);
    for (const row of GRID.rows) {
      const group = screen.getByRole("radiogroup", { name: row });
      expect(
        within(group)
          .getAllByRole("radio")
          .map((radio) => radio.getAttribute("value")),
      ).toEqual(GRID.options);
      expect(within(group).getByRole("radio", { name: "Fine" })).toBeInTheDocument();
    }
  });

  it("answers one entry per row, '' for rows not answered yet, by keyboard", async () => {
    const { user, lastAnswer } = renderQuestion(GRID);
    await user.tab();
    const food = screen.getByRole("radiogroup", { name: "Food" });
    expect(within(food).getByRole("radio", { name: "Poor" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(lastAnswer()).toEqual(["Fine", "", ""]);
    // Tab moves on to the next row's group.
    await user.tab();
    const service = screen.getByRole("radiogroup", { name: "Service" });
    expect(within(service).getByRole("radio", { name: "Poor" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(lastAnswer()).toEqual(["Fine", "Great", ""]);
  });

  it("asks for every row of a required grid, marking the rows left", async () => {
    const { user } = renderQuestion({ ...GRID, required: true });
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Food" })).getByRole("radio", {
        name: "Great",
      }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please answer every row");
    expect(screen.getByRole("radiogroup", { name: "Music" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("radiogroup", { name: "Food" })).not.toHaveAttribute("aria-invalid");
    for (const row of ["Service", "Music"]) {
      await user.click(
        within(screen.getByRole("radiogroup", { name: row })).getByRole("radio", { name: "Fine" }),
      );
    }
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("accepts some rows of an optional grid, and clears it", async () => {
    const { user, lastAnswer } = renderQuestion(GRID);
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Music" })).getByRole("radio", {
        name: "Poor",
      }),
    );
    expect(lastAnswer()).toEqual(["", "", "Poor"]);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(lastAnswer()).toBeUndefined();
  });
});
