import { describe, expect, it } from "vitest";
import { getPaginationItems, getTotalPages, type PaginationItem } from "./get-pagination-items";

const show = (items: PaginationItem[]) =>
  items.map((item) => (item.type === "page" ? item.page : "…"));

describe("getTotalPages", () => {
  it("rounds up, and counts an empty list as one page", () => {
    expect(getTotalPages(0, 10)).toBe(1);
    expect(getTotalPages(10, 10)).toBe(1);
    expect(getTotalPages(11, 10)).toBe(2);
    expect(getTotalPages(25, 10)).toBe(3);
  });
});

describe("getPaginationItems", () => {
  it("lists every page when there are few", () => {
    expect(show(getPaginationItems(1, 1))).toEqual([1]);
    expect(show(getPaginationItems(2, 3))).toEqual([1, 2, 3]);
    expect(show(getPaginationItems(1, 5))).toEqual([1, 2, "…", 5]);
  });

  it("keeps one sibling on each side of the current page, with ellipses for the gaps", () => {
    expect(show(getPaginationItems(5, 10))).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(show(getPaginationItems(10, 10))).toEqual([1, "…", 9, 10]);
    expect(show(getPaginationItems(1, 10))).toEqual([1, 2, "…", 10]);
  });

  it("shows a single missing page instead of an ellipsis", () => {
    expect(show(getPaginationItems(4, 10))).toEqual([1, 2, 3, 4, 5, "…", 10]);
    expect(show(getPaginationItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives each ellipsis its own key", () => {
    const keys = getPaginationItems(5, 10)
      .filter((item) => item.type === "ellipsis")
      .map((item) => item.key);
    expect(new Set(keys).size).toBe(2);
  });
});
