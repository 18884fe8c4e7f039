import { describe, expect, it } from "vitest";
import { englishTexts as en } from "../testing/english-texts";
import { makeQuestion } from "../testing/render-question";
import { getQuestionHint } from "./get-question-hint";

describe("getQuestionHint", () => {
  it("says a number's bounds and whether it must be whole", () => {
    const number = (validations: object) =>
      getQuestionHint(makeQuestion({ questionType: "number", validations }), en);
    expect(number({ min: 1, max: 12, integer: true })).toBe("A whole number from 1 to 12.");
    expect(number({ min: -5 })).toBe("A number of at least -5.");
    expect(number({ max: 0.5 })).toBe("A number of at most 0.5.");
    expect(number({ integer: true })).toBe("A whole number.");
    expect(number({})).toBeUndefined();
  });

  it("says a date's bounds as calendar days, whatever the time zone", () => {
    const date = (validations: object) =>
      getQuestionHint(makeQuestion({ questionType: "date", validations }), en);
    expect(date({ minDate: "2030-06-01", maxDate: "2030-06-30" })).toMatch(
      /^A date from .*1.*2030 to .*30.*2030\.$/,
    );
    expect(date({ maxDate: "2030-01-01" })).toMatch(/^A date on or before .*1.*2030\.$/);
    expect(date({})).toBeUndefined();
  });

  it("says a text's lengths beside its pattern", () => {
    const text = (validations: object) =>
      getQuestionHint(makeQuestion({ questionType: "paragraph", validations }), en);
    expect(text({ minLength: 10, maxLength: 200 })).toBe("10 to 200 characters.");
    expect(text({ minLength: 10 })).toBe("At least 10 characters.");
    expect(text({ maxLength: 3, regex: { title: "Three digits", regex: "^[0-9]{3}$" } })).toBe(
      "Format: Three digits · At most 3 characters.",
    );
    expect(text({})).toBeUndefined();
  });

  it("tells how to answer a grid and a ranking, and nothing for the self-evident", () => {
    expect(getQuestionHint(makeQuestion({ questionType: "matrix", required: true }), en)).toBe(
      "Choose one in every row.",
    );
    expect(getQuestionHint(makeQuestion({ questionType: "ranking" }), en)).toMatch(/drag them/);
    for (const questionType of ["dropdown", "email", "linearScale"] as const) {
      expect(getQuestionHint(makeQuestion({ questionType }), en)).toBeUndefined();
    }
  });
});
