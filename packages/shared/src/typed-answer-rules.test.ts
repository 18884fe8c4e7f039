import { describe, expect, it } from "vitest";
import { isAnswerMissing } from "./answer-presence";
import type { PublicQuestion } from "./entities";
import { checkAnswer, type PatternMatcher } from "./respondent-rules";
import { publicQuestion } from "./testing-questions";

const matches: PatternMatcher = () => true;

const check = (q: PublicQuestion, value: unknown) => checkAnswer(q, value, matches);

describe("dropdown answers", () => {
  const dropdown = publicQuestion({ questionType: "dropdown", options: ["A", "B"] });
  it("takes one of the options only", () => {
    expect(check(dropdown, "B")).toBeNull();
    expect(check(dropdown, "C")).toEqual({ code: "OPTION_INVALID" });
    expect(check(dropdown, ["A"])).toEqual({ code: "OPTION_INVALID" });
  });
});

describe("email answers", () => {
  const email = publicQuestion({ questionType: "email" });
  it.each(["ada@example.org", "a.b+c@sub.example.co"])("accepts %s", (value) => {
    expect(check(email, value)).toBeNull();
  });
  it.each(["ada", "ada@", "@example.org", "ada@example", 7])("refuses %s", (value) => {
    expect(check(email, value)).toEqual({ code: "INVALID_EMAIL" });
  });
});

describe("number answers", () => {
  const bounded = publicQuestion({ questionType: "number", validations: { min: -5, max: 10 } });
  const whole = publicQuestion({ questionType: "number", validations: { integer: true } });

  it("accepts the bounds themselves and refuses just beyond them", () => {
    expect(check(bounded, -5)).toBeNull();
    expect(check(bounded, 10)).toBeNull();
    expect(check(bounded, -5.01)).toEqual({ code: "NUMBER_BELOW_MIN", params: { min: -5 } });
    expect(check(bounded, 10.5)).toEqual({ code: "NUMBER_ABOVE_MAX", params: { max: 10 } });
  });

  it("takes a JSON number only, whole when the owner says so", () => {
    expect(check(bounded, "3")).toEqual({ code: "NOT_A_NUMBER" });
    expect(check(bounded, Number.NaN)).toEqual({ code: "NOT_A_NUMBER" });
    expect(check(whole, 2.5)).toEqual({ code: "NOT_A_WHOLE_NUMBER" });
    expect(check(whole, 0)).toBeNull();
  });

  it("counts 0 as an answer", () => {
    expect(isAnswerMissing(0)).toBe(false);
    expect(check({ ...whole, required: true }, 0)).toBeNull();
  });
});

describe("date answers", () => {
  const date = publicQuestion({
    questionType: "date",
    validations: { minDate: "2026-01-01", maxDate: "2026-12-31" },
  });
  it("takes a calendar date within the bounds, bounds included", () => {
    expect(check(date, "2026-01-01")).toBeNull();
    expect(check(date, "2026-12-31")).toBeNull();
    expect(check(date, "2025-12-31")).toEqual({
      code: "DATE_BEFORE_MIN",
      params: { min: "2026-01-01" },
    });
    expect(check(date, "2027-01-01")).toEqual({
      code: "DATE_AFTER_MAX",
      params: { max: "2026-12-31" },
    });
  });
  it.each(["2026-02-29", "2026-13-01", "01/02/2026", "2026-1-1", 20260101])(
    "refuses %s as no date",
    (value) => {
      expect(check(date, value)).toEqual({ code: "INVALID_DATE" });
    },
  );
  it("takes 29 February in a leap year", () => {
    expect(check(publicQuestion({ questionType: "date" }), "2028-02-29")).toBeNull();
  });
});

describe("linear scale answers", () => {
  const scale = publicQuestion({ questionType: "linearScale", scaleMin: 0, scaleMax: 10 });
  it("takes whole values from the scale's start to its end", () => {
    expect(check(scale, 0)).toBeNull();
    expect(check(scale, 10)).toBeNull();
    for (const value of [-1, 11, 5.5, "5"]) {
      expect(check(scale, value)).toEqual({
        code: "SCALE_OUT_OF_RANGE",
        params: { min: 0, max: 10 },
      });
    }
  });
});

describe("grid answers", () => {
  const grid = publicQuestion({
    questionType: "matrix",
    rows: ["R1", "R2"],
    options: ["C1", "C2"],
  });
  const requiredGrid = { ...grid, required: true };

  it("takes a column or nothing per row", () => {
    expect(check(grid, ["C1", ""])).toBeNull();
    expect(check(grid, ["C1", "C3"])).toEqual({ code: "GRID_COLUMN_INVALID" });
    expect(check(grid, ["C1"])).toEqual({ code: "GRID_COLUMN_INVALID" });
    expect(check(grid, ["C1", "C2", "C1"])).toEqual({ code: "GRID_COLUMN_INVALID" });
  });

  it("is unanswered with no row answered, and a required grid needs every row", () => {
    expect(isAnswerMissing(["", ""])).toBe(true);
    expect(check(grid, ["", ""])).toBeNull();
    expect(check(requiredGrid, ["", ""])).toEqual({ code: "REQUIRED" });
    expect(check(requiredGrid, ["C2", ""])).toEqual({ code: "GRID_ROWS_UNANSWERED" });
    expect(check(requiredGrid, ["C2", "C2"])).toBeNull();
  });
});

describe("ranking answers", () => {
  const ranking = publicQuestion({ questionType: "ranking", options: ["A", "B", "C"] });
  it("holds every option exactly once, in any order", () => {
    expect(check(ranking, ["C", "A", "B"])).toBeNull();
    for (const value of [["A", "B"], ["A", "A", "B"], ["A", "B", "D"], ["A", "B", "C", "A"], "A"]) {
      expect(check(ranking, value)).toEqual({ code: "RANKING_INCOMPLETE" });
    }
  });
});

describe("text length set by the owner", () => {
  const text = publicQuestion({
    questionType: "paragraph",
    validations: { minLength: 2, maxLength: 4 },
  });
  it("counts characters, bounds included", () => {
    expect(check(text, "ab")).toBeNull();
    expect(check(text, "abcd")).toBeNull();
    expect(check(text, "a")).toEqual({ code: "TOO_SHORT", params: { min: 2 } });
    expect(check(text, "abcde")).toEqual({ code: "TOO_LONG", params: { max: 4 } });
  });
});
