import type { Question } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { filterableAnswers, isFilterableQuestion } from "./filterable-questions";

const question = (overrides: Partial<Question>) =>
  ({ questionType: "text", options: [], maxRating: null, ...overrides }) as Question;

describe("filterable questions", () => {
  it("offers choices, dropdowns and ratings only", () => {
    expect(isFilterableQuestion(question({ questionType: "checkbox" }))).toBe(true);
    expect(isFilterableQuestion(question({ questionType: "rating" }))).toBe(true);
    expect(isFilterableQuestion(question({ questionType: "text" }))).toBe(false);
    expect(isFilterableQuestion(question({ questionType: "linearScale" }))).toBe(false);
  });

  it("answers a rating with 1 to its maximum and a choice with its options", () => {
    expect(filterableAnswers(question({ questionType: "rating", maxRating: 3 }))).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(filterableAnswers(question({ questionType: "dropdown", options: ["A", "B"] }))).toEqual([
      "A",
      "B",
    ]);
  });
});
