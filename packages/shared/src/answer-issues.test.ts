import { describe, expect, it } from "vitest";
import {
  ANSWER_ISSUE_CODES,
  type AnswerIssue,
  englishAnswerMessage,
  isAnswerIssue,
} from "./answer-issues";
import type { PublicQuestion } from "./entities";
import { checkAnswer, checkPickedFile, findAnswerErrors } from "./respondent-rules";
import { publicQuestion, regexMatches } from "./testing-questions";

// The English each rule returned before the rules spoke in codes, word for word (SPEC §5's texts
// included): rendering an issue must still read exactly so.
const ENGLISH_BY_ISSUE: [AnswerIssue, string][] = [
  [{ code: "REQUIRED" }, "Please answer all required questions"],
  [{ code: "ANSWER_INVALID" }, "Invalid answer"],
  [{ code: "TOO_SHORT", params: { min: 3 } }, "Answers must be at least 3 characters"],
  [{ code: "TOO_LONG", params: { max: 5000 } }, "Answers must be at most 5000 characters"],
  [{ code: "TOO_LONG", params: { max: 12 } }, "Answers must be at most 12 characters"],
  [{ code: "PATTERN_MISMATCH" }, "Invalid input"],
  [{ code: "PATTERN_MISMATCH", params: { message: "Letters only" } }, "Letters only"],
  [{ code: "OPTION_INVALID" }, "Please choose one of the options"],
  [{ code: "RATING_OUT_OF_RANGE", params: { max: 7 } }, "Please choose a rating between 1 and 7"],
  [{ code: "INVALID_EMAIL" }, "Please enter a valid email address"],
  [{ code: "NOT_A_NUMBER" }, "Please enter a number"],
  [{ code: "NOT_A_WHOLE_NUMBER" }, "Please enter a whole number"],
  [{ code: "NUMBER_BELOW_MIN", params: { min: -2.5 } }, "Please enter a number of at least -2.5"],
  [{ code: "NUMBER_ABOVE_MAX", params: { max: 99 } }, "Please enter a number of at most 99"],
  [{ code: "INVALID_DATE" }, "Please enter a date"],
  [
    { code: "DATE_BEFORE_MIN", params: { min: "2026-03-01" } },
    "Please choose a date on or after 2026-03-01",
  ],
  [
    { code: "DATE_AFTER_MAX", params: { max: "2026-09-30" } },
    "Please choose a date on or before 2026-09-30",
  ],
  [
    { code: "SCALE_OUT_OF_RANGE", params: { min: 1, max: 5 } },
    "Please choose a value between 1 and 5",
  ],
  [{ code: "GRID_COLUMN_INVALID" }, "Please choose one of the columns in each row"],
  [{ code: "GRID_ROWS_UNANSWERED" }, "Please answer every row"],
  [{ code: "RANKING_INCOMPLETE" }, "Please rank every option exactly once"],
  [{ code: "IMAGE_CHOICE_ONE" }, "Please choose one picture"],
  [{ code: "PHONE_INVALID" }, "Please enter a valid phone number"],
  [{ code: "CONSENT_REQUIRED" }, "Please tick the box to agree"],
  [{ code: "ADDRESS_INCOMPLETE" }, "Please fill in every required part of the address"],
  [{ code: "ADDRESS_INVALID" }, "Please enter a valid address"],
  [{ code: "ADDRESS_COUNTRY_INVALID" }, "Please choose a country from the list"],
  [
    { code: "CONSENT_TEXT_CHANGED" },
    "The text to agree to has changed. Please read it again and agree.",
  ],
  [
    { code: "FILE_TOO_LARGE", params: { maxBytes: 5_242_880 } },
    "That file is too large. Please choose one under 5 MB.",
  ],
  [{ code: "FILE_TYPE_INVALID" }, "Selected Invalid file, Please select correct file."],
  [{ code: "UPLOAD_FAILED" }, "Failed to upload some files"],
  [
    { code: "FILE_UNAVAILABLE" },
    "A file of this response is no longer available. Please upload it again.",
  ],
  [{ code: "SECTION_ANSWERED" }, "A section takes no answer"],
  [
    { code: "HIDDEN_QUESTION_ANSWERED" },
    "This question is hidden by the form's logic and takes no answer",
  ],
  [{ code: "UNKNOWN_QUESTION" }, "This question is not part of the form"],
];

describe("englishAnswerMessage", () => {
  it.each(ENGLISH_BY_ISSUE)("renders %j as today's text", (issue, english) => {
    expect(englishAnswerMessage(issue)).toBe(english);
  });

  it("has a text checked here for every code", () => {
    const checked = new Set(ENGLISH_BY_ISSUE.map(([issue]) => issue.code));
    expect([...checked].sort()).toEqual([...ANSWER_ISSUE_CODES].sort());
  });
});

const matches = regexMatches;

// Each rule's issue for one wrong answer, and the parameters it carries.
const RULE_CASES: [string, Partial<PublicQuestion>, unknown, AnswerIssue][] = [
  ["a required blank", { required: true }, "  ", { code: "REQUIRED" }],
  ["a number for a text", {}, 5, { code: "ANSWER_INVALID" }],
  [
    "a short text",
    { validations: { minLength: 4 } },
    "abc",
    { code: "TOO_SHORT", params: { min: 4 } },
  ],
  [
    "a long text",
    { validations: { maxLength: 2 } },
    "abc",
    { code: "TOO_LONG", params: { max: 2 } },
  ],
  [
    "a mismatch with the admin's message",
    { validations: { regex: { title: "Digits", regex: "^[0-9]+$", errorMessage: " Digits! " } } },
    "x",
    { code: "PATTERN_MISMATCH", params: { message: "Digits!" } },
  ],
  [
    "an unknown option",
    { questionType: "dropdown", options: ["A"] },
    "B",
    { code: "OPTION_INVALID" },
  ],
  [
    "a rating past the maximum",
    { questionType: "rating", maxRating: 4 },
    5,
    { code: "RATING_OUT_OF_RANGE", params: { max: 4 } },
  ],
  ["a bad email", { questionType: "email" }, "ada@", { code: "INVALID_EMAIL" }],
  [
    "a number below the minimum",
    { questionType: "number", validations: { min: 10 } },
    9,
    { code: "NUMBER_BELOW_MIN", params: { min: 10 } },
  ],
  [
    "a date after the maximum",
    { questionType: "date", validations: { maxDate: "2026-06-30" } },
    "2026-07-01",
    { code: "DATE_AFTER_MAX", params: { max: "2026-06-30" } },
  ],
  [
    "a value off the scale",
    { questionType: "linearScale", scaleMin: 1, scaleMax: 5 },
    6,
    { code: "SCALE_OUT_OF_RANGE", params: { min: 1, max: 5 } },
  ],
  ["a failed upload", { questionType: "file" }, "No URL", { code: "UPLOAD_FAILED" }],
];

describe("the rules' issues", () => {
  it.each(RULE_CASES)("%s", (_name, fields, value, issue) => {
    expect(checkAnswer(publicQuestion(fields), value, matches)).toEqual(issue);
  });

  it("name a picked file's size with the limit, then its type", () => {
    expect(checkPickedFile({ name: "a.pdf", size: 5_242_881 })).toEqual({
      code: "FILE_TOO_LARGE",
      params: { maxBytes: 5_242_880 },
    });
    expect(checkPickedFile({ name: "a.exe", size: 1 })).toEqual({ code: "FILE_TYPE_INVALID" });
  });

  it("key the issues of a whole submission by question id", () => {
    const section = publicQuestion({ _id: "s", questionType: "section" });
    expect(findAnswerErrors([section], { s: "x", stray: "y" }, matches)).toEqual({
      s: { code: "SECTION_ANSWERED" },
      stray: { code: "UNKNOWN_QUESTION" },
    });
  });
});

describe("isAnswerIssue", () => {
  it.each([
    [{ code: "REQUIRED" }, true],
    [{ code: "TOO_LONG", params: { max: 3 } }, true],
    [{ code: "DATE_AFTER_MAX", params: { max: "2026-01-01" } }, true],
    [{ code: "NO_SUCH_CODE" }, false],
    [{ code: "TOO_LONG", params: { max: { deep: 1 } } }, false],
    [{ code: "TOO_LONG", params: [3] }, false],
    ["REQUIRED", false],
    [null, false],
  ])("%j is an issue: %s", (value, expected) => {
    expect(isAnswerIssue(value)).toBe(expected);
  });
});
