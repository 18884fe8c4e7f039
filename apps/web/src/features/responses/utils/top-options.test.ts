import { computePercentage } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { selectTopOptions } from "./top-options";

const option = (name: string, count: number, percentage = 0) => ({
  option: name,
  count,
  percentage,
  isCorrect: false,
});

describe("selectTopOptions", () => {
  it("keeps a short list whole and in the form's order", () => {
    const options = [option("A", 1), option("B", 5)];
    expect(selectTopOptions(options, 6, 2)).toEqual({ top: options, other: null });
  });

  it("shows the most chosen first, ties in form order, and sums the rest", () => {
    const options = [
      option("A", 1),
      option("B", 3),
      option("C", 3),
      option("D", 2),
      option("E", 0),
    ];
    const { top, other } = selectTopOptions(options, 9, 2);
    expect(top.map((item) => item.option)).toEqual(["B", "C"]);
    expect(other).toEqual({ option: "Other options", count: 3, percentage: 33, isCorrect: false });
  });

  it("rounds the rest's share as the server rounds every share", () => {
    const options = [option("A", 4), option("B", 3), option("C", 1)];
    const { other } = selectTopOptions(options, 8, 2);
    expect(other?.percentage).toBe(computePercentage(1, 8));
    expect(other?.percentage).toBe(13);
  });

  it("gives the rest 0% when nobody answered", () => {
    const options = [option("A", 0), option("B", 0), option("C", 0)];
    expect(selectTopOptions(options, 0, 2).other?.percentage).toBe(0);
  });
});
