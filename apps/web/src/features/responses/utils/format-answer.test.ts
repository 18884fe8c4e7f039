import { describe, expect, it } from "vitest";
import { formatRange } from "./format-answer";

describe("formatRange", () => {
  it("names a bin by its bounds, or by its one value", () => {
    const two = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });
    expect(formatRange(0, 2.5)).toBe(`0–${two(2.5)}`);
    expect(formatRange(1.23456, 1.23456)).toBe(two(1.23));
    expect(formatRange(7, 7)).toBe("7");
  });
});
