import { within } from "@testing-library/react";

/** The text of each cell, row by row, below a table's header row. */
export function getRowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}
