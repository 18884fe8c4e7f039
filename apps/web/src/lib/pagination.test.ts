import { describe, expect, it } from "vitest";
import { getPageRange, getTotalPages } from "./pagination";

describe("getPageRange with one sibling each side", () => {
  it("lists every page when they all fit in seven slots", () => {
    expect(getPageRange(1, 1)).toEqual([1]);
    expect(getPageRange(2, 4)).toEqual([1, 2, 3, 4]);
    expect(getPageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("puts an ellipsis at the end near the first page", () => {
    expect(getPageRange(1, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(getPageRange(4, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
  });

  it("puts an ellipsis at the start near the last page", () => {
    expect(getPageRange(20, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
    expect(getPageRange(17, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  });

  it("shows the current page between its two siblings, with ellipses on both sides", () => {
    expect(getPageRange(5, 20)).toEqual([1, "start-ellipsis", 4, 5, 6, "end-ellipsis", 20]);
    expect(getPageRange(10, 20)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
    expect(getPageRange(16, 20)).toEqual([1, "start-ellipsis", 15, 16, 17, "end-ellipsis", 20]);
  });

  it("never hides a single page behind an ellipsis", () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = getPageRange(current, total);
        expect(items).toHaveLength(7);
        items.forEach((item, index) => {
          if (typeof item === "number") return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
      }
    }
  });

  it("clamps a current page outside the range", () => {
    expect(getPageRange(99, 20)).toEqual(getPageRange(20, 20));
    expect(getPageRange(0, 20)).toEqual(getPageRange(1, 20));
  });

  it("takes a wider sibling count", () => {
    expect(getPageRange(10, 20, 2)).toEqual([
      1,
      "start-ellipsis",
      8,
      9,
      10,
      11,
      12,
      "end-ellipsis",
      20,
    ]);
  });
});

describe("getTotalPages", () => {
  it("rounds up and never answers less than one page", () => {
    expect(getTotalPages(35, 10)).toBe(4);
    expect(getTotalPages(30, 10)).toBe(3);
    expect(getTotalPages(0, 10)).toBe(1);
    expect(getTotalPages(10, 10)).toBe(1);
    expect(getTotalPages(11, 10)).toBe(2);
  });
});
