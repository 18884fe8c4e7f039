import type { PublicQuestion } from "@formloom/shared";
import { EMPTY_TYPE_FIELDS } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { describe, expect, it } from "vitest";
import { wordedInEnglish } from "../testing/english-texts";
import { type AnswersState, EMPTY_ANSWERS } from "./answers-state";
import { computeFieldErrors, findFileNotices, pickVisibleErrors } from "./compute-field-errors";
import { loadPatternMatcher, SKIP_PATTERNS } from "./load-pattern-matcher";

const question = (id: string, fields: Partial<PublicQuestion> = {}): PublicQuestion => ({
  _id: `0193a000-0000-7000-8000-00000000000${id}`,
  questionType: "text",
  questionText: `Question ${id}`,
  required: false,
  validations: {},
  options: [],
  maxRating: null,
  ...EMPTY_TYPE_FIELDS,
  description: "",
  logic: null,
  points: 1,
  ...fields,
});

const name = question("1", { required: true });
const code = question("2", {
  validations: { regex: { title: "Three digits", regex: "^[0-9]{3}$" } },
});
const shouting = question("3", { validations: { regex: { title: "Yes", regex: "(?i)^yes$" } } });
const upload = question("4", { questionType: "file", required: true });
const colours = question("5", {
  questionType: "checkbox",
  required: true,
  options: ["Red", "Blue"],
});
const questions = [name, code, shouting, upload, colours];

const withState = (state: Partial<AnswersState>): AnswersState => ({ ...EMPTY_ANSWERS, ...state });

describe("computeFieldErrors", () => {
  it("asks for every required answer: blank text, an empty list and a missing file", async () => {
    const matches = await loadPatternMatcher();
    const errors = wordedInEnglish(
      computeFieldErrors(
        questions,
        withState({ values: { [name._id]: "   ", [colours._id]: [] } }),
        matches,
      ),
    );
    expect(errors).toEqual({
      [name._id]: "Please answer all required questions",
      [upload._id]: "Please answer all required questions",
      [colours._id]: "Please answer all required questions",
    });
  });

  it("tests text against its pattern with re2js, inline flags included", async () => {
    const matches = await loadPatternMatcher();
    const values = { [code._id]: "12a", [shouting._id]: "YES" };
    expect(
      wordedInEnglish(computeFieldErrors([code, shouting], withState({ values }), matches)),
    ).toEqual({
      [code._id]: "Invalid input",
    });
    const fixed = { ...values, [code._id]: "123" };
    expect(
      wordedInEnglish(computeFieldErrors([code, shouting], withState({ values: fixed }), matches)),
    ).toEqual({});
  });

  it("does not check patterns before the engine has loaded (the server still does)", () => {
    const values = { [code._id]: "not digits" };
    expect(
      wordedInEnglish(computeFieldErrors([code], withState({ values }), SKIP_PATTERNS)),
    ).toEqual({});
  });

  it("shows a refused file's reason, counts an upload under way as answered, and a failed one as failed", () => {
    const refused = withState({
      fileErrors: { [upload._id]: { code: "FILE_TYPE_INVALID" } },
    });
    expect(wordedInEnglish(computeFieldErrors([upload], refused, SKIP_PATTERNS))).toEqual({
      [upload._id]: "Selected Invalid file, Please select correct file.",
    });

    const uploading = withState({
      uploads: { [upload._id]: { status: "uploading", progress: 40, fileName: "a.pdf" } },
    });
    expect(wordedInEnglish(computeFieldErrors([upload], uploading, SKIP_PATTERNS))).toEqual({});

    const failed = withState({
      values: { [upload._id]: UPLOAD_FAILED_URL },
      uploads: { [upload._id]: { status: "failed", progress: 0, fileName: "a.pdf" } },
    });
    expect(wordedInEnglish(computeFieldErrors([upload], failed, SKIP_PATTERNS))).toEqual({
      [upload._id]: "Failed to upload some files",
    });

    const tooLarge = withState({
      values: { [upload._id]: UPLOAD_FAILED_URL },
      uploads: {
        [upload._id]: {
          status: "failed",
          progress: 0,
          fileName: "a.pdf",
          error: { code: "FILE_TOO_LARGE", params: { maxBytes: 5_242_880 } },
        },
      },
    });
    expect(wordedInEnglish(computeFieldErrors([upload], tooLarge, SKIP_PATTERNS))[upload._id]).toBe(
      "That file is too large. Please choose one under 5 MB.",
    );
  });

  it("keeps an earlier upload as the answer when a later pick is refused, and says why aside", () => {
    const kept = withState({
      values: { [upload._id]: "/api/files/0193a000-0000-7000-8000-0000000000aa" },
      uploads: { [upload._id]: { status: "done", progress: 100, fileName: "a.pdf" } },
      fileErrors: { [upload._id]: { code: "FILE_TOO_LARGE", params: { maxBytes: 5_242_880 } } },
    });
    expect(wordedInEnglish(computeFieldErrors([upload], kept, SKIP_PATTERNS))).toEqual({});
    expect(wordedInEnglish(findFileNotices(kept))).toEqual({
      [upload._id]: "That file is too large. Please choose one under 5 MB.",
    });
    const nothingKept = withState({ fileErrors: kept.fileErrors });
    expect(wordedInEnglish(findFileNotices(nothingKept))).toEqual({});
  });

  it("keeps the server's message until the answer changes", () => {
    const state = withState({
      values: { [name._id]: "Ada" },
      serverErrors: { [name._id]: "Answers must be at most 5000 characters" },
    });
    expect(wordedInEnglish(computeFieldErrors([name], state, SKIP_PATTERNS))).toEqual({
      [name._id]: "Answers must be at most 5000 characters",
    });
  });

  it("words the server's issue from its code and parameters", () => {
    const state = withState({
      values: { [name._id]: "Ada", [code._id]: "123" },
      serverErrors: {
        [name._id]: { code: "TOO_LONG", params: { max: 2 } },
        [code._id]: { code: "PATTERN_MISMATCH", params: { message: "Digits only" } },
      },
    });
    expect(wordedInEnglish(computeFieldErrors([name, code], state, SKIP_PATTERNS))).toEqual({
      [name._id]: "Answers must be at most 2 characters",
      [code._id]: "Digits only",
    });
  });
});

describe("computeFieldErrors for the typed questions", () => {
  const grid = question("6", {
    questionType: "matrix",
    required: true,
    rows: ["Food", "Service"],
    options: ["Poor", "Great"],
  });
  const ranking = question("7", {
    questionType: "ranking",
    required: true,
    options: ["Spring", "Summer"],
  });
  const guests = question("8", {
    questionType: "number",
    required: true,
    validations: { min: 0, max: 4 },
  });
  const typed = [grid, ranking, guests];

  it("counts a grid with no row answered, an untouched ranking and an empty number as unanswered", () => {
    const values = { [grid._id]: ["", ""] };
    expect(
      wordedInEnglish(computeFieldErrors(typed, withState({ values }), SKIP_PATTERNS)),
    ).toEqual({
      [grid._id]: "Please answer all required questions",
      [ranking._id]: "Please answer all required questions",
      [guests._id]: "Please answer all required questions",
    });
  });

  it("holds a text to the owner's lengths", () => {
    const bio = question("9", {
      questionType: "paragraph",
      validations: { minLength: 5, maxLength: 8 },
    });
    const check = (answer: string) =>
      wordedInEnglish(
        computeFieldErrors([bio], withState({ values: { [bio._id]: answer } }), SKIP_PATTERNS),
      );
    expect(check("abc")).toEqual({ [bio._id]: "Answers must be at least 5 characters" });
    expect(check("abcdefghi")).toEqual({ [bio._id]: "Answers must be at most 8 characters" });
    expect(check("abcde")).toEqual({});
  });

  it("takes 0 as a number, asks for the rows left, and refuses a number the field could not read", () => {
    const values = {
      [grid._id]: ["Great", ""],
      [ranking._id]: ["Summer", "Spring"],
      [guests._id]: 0,
    };
    expect(
      wordedInEnglish(computeFieldErrors(typed, withState({ values }), SKIP_PATTERNS)),
    ).toEqual({
      [grid._id]: "Please answer every row",
    });
    const unreadable = { ...values, [grid._id]: ["Great", "Poor"], [guests._id]: Number.NaN };
    expect(
      wordedInEnglish(computeFieldErrors(typed, withState({ values: unreadable }), SKIP_PATTERNS)),
    ).toEqual({
      [guests._id]: "Please enter a number",
    });
  });
});

describe("pickVisibleErrors", () => {
  it("shows only the errors of touched questions", () => {
    const errors = { a: "Please answer all required questions", b: "Invalid input" };
    expect(pickVisibleErrors(errors, { b: true })).toEqual({ b: "Invalid input" });
  });
});
