import { describe, expect, it } from "vitest";
import { isAnswerMissing } from "./answer-presence";
import {
  checkAnswer,
  checkFileExtension,
  checkFileSize,
  checkPickedFile,
  checkRegexAnswer,
  findAnswerErrors,
  getFileAccept,
  indexAnswers,
  type PatternMatcher,
} from "./respondent-rules";
import { publicQuestion, regexMatches } from "./testing-questions";

const matches = regexMatches;

describe("isAnswerMissing", () => {
  it.each([
    [undefined, true],
    [null, true],
    [[], true],
    ["", true],
    ["  \n", true],
    ["a", false],
    [["A"], false],
    [0, false],
    [{ name: "cv.pdf" }, false],
  ])("%j is missing: %s", (value, expected) => {
    expect(isAnswerMissing(value)).toBe(expected);
  });
});

describe("checkRegexAnswer", () => {
  it("marks a value that does not match as a pattern mismatch", () => {
    expect(checkRegexAnswer("abc", "^[0-9]+$", matches)).toEqual({ code: "PATTERN_MISMATCH" });
    expect(checkRegexAnswer("123", "^[0-9]+$", matches)).toBeNull();
  });

  it("skips the check when there is no pattern or no value", () => {
    const neverMatches: PatternMatcher = () => false;
    expect(checkRegexAnswer("abc", null, neverMatches)).toBeNull();
    expect(checkRegexAnswer("abc", undefined, neverMatches)).toBeNull();
    expect(checkRegexAnswer("", "^x$", neverMatches)).toBeNull();
  });

  it("hands the pattern and value to the injected matcher", () => {
    const calls: [string, string][] = [];
    checkRegexAnswer("value", "pattern", (p, v) => {
      calls.push([p, v]);
      return true;
    });
    expect(calls).toEqual([["pattern", "value"]]);
  });
});

describe("checkFileSize", () => {
  it("accepts 5242880 bytes and rejects one more", () => {
    expect(checkFileSize(5_242_880)).toBeNull();
    expect(checkFileSize(5_242_881)).toEqual({
      code: "FILE_TOO_LARGE",
      params: { maxBytes: 5_242_880 },
    });
  });
});

describe("checkFileExtension", () => {
  it.each(["a.img", "a.png", "a.jpg", "a.JPEG"])("accepts %s as an image", (name) => {
    expect(checkFileExtension(name, "image")).toBeNull();
  });

  it("accepts only pdf for pdf", () => {
    expect(checkFileExtension("cv.pdf", "pdf")).toBeNull();
    expect(checkFileExtension("cv.png", "pdf")).toEqual({ code: "FILE_TYPE_INVALID" });
  });

  it("rejects other kinds and names without an extension", () => {
    for (const name of ["cv.pdf.exe", "photo.gif", "pdf", ".png"]) {
      expect(checkFileExtension(name, "image")).toEqual({ code: "FILE_TYPE_INVALID" });
    }
  });

  it("accepts any allowed kind when the question sets no file type", () => {
    expect(checkFileExtension("cv.pdf", "none")).toBeNull();
    expect(checkFileExtension("a.png")).toBeNull();
    expect(checkFileExtension("a.html")).toEqual({ code: "FILE_TYPE_INVALID" });
    expect(checkFileExtension("notes.txt", "none")).toEqual({ code: "FILE_TYPE_INVALID" });
  });

  it("lists the accepted extensions for a file input", () => {
    expect(getFileAccept("image")).toBe(".img,.png,.jpg,.jpeg");
    expect(getFileAccept("pdf")).toBe(".pdf");
    expect(getFileAccept("none")).toBe(".img,.png,.jpg,.jpeg,.pdf");
  });
});

describe("checkPickedFile", () => {
  it("names the size before the type, so a large file hears what would help", () => {
    const big = { name: "clip.mov", size: 5_242_881 };
    expect(checkPickedFile(big, "pdf")).toEqual({
      code: "FILE_TOO_LARGE",
      params: { maxBytes: 5_242_880 },
    });
    expect(checkPickedFile(big, "none")).toEqual({
      code: "FILE_TOO_LARGE",
      params: { maxBytes: 5_242_880 },
    });
    expect(checkPickedFile({ name: "clip.mov", size: 10 }, "pdf")).toEqual({
      code: "FILE_TYPE_INVALID",
    });
    expect(checkPickedFile({ name: "scan.pdf", size: 5_242_880 }, "none")).toBeNull();
  });
});

describe("checkAnswer", () => {
  it("requires an answer only when the question is required", () => {
    expect(checkAnswer(publicQuestion({ required: true }), undefined, matches)).toEqual({
      code: "REQUIRED",
    });
    expect(checkAnswer(publicQuestion(), undefined, matches)).toBeNull();
  });

  it("tests text against the question's regex", () => {
    const digits = publicQuestion({
      validations: { regex: { title: "Digits", regex: "^[0-9]+$" } },
    });
    expect(checkAnswer(digits, "12a", matches)).toEqual({ code: "PATTERN_MISMATCH" });
    expect(checkAnswer(digits, "12", matches)).toBeNull();
  });

  it("tells a mismatch with the admin's error message for the pattern", () => {
    const digits = publicQuestion({
      validations: {
        regex: { title: "Digits", regex: "^[0-9]+$", errorMessage: "Digits only, please" },
      },
    });
    expect(checkAnswer(digits, "12a", matches)).toEqual({
      code: "PATTERN_MISMATCH",
      params: { message: "Digits only, please" },
    });
    expect(checkAnswer(digits, "12", matches)).toBeNull();
    const blankMessage = publicQuestion({
      validations: { regex: { title: "Digits", regex: "^[0-9]+$", errorMessage: "  " } },
    });
    expect(checkAnswer(blankMessage, "12a", matches)).toEqual({ code: "PATTERN_MISMATCH" });
  });

  it("caps text answers at 5000 characters", () => {
    expect(checkAnswer(publicQuestion(), "a".repeat(5000), matches)).toBeNull();
    expect(checkAnswer(publicQuestion(), "a".repeat(5001), matches)).toEqual({
      code: "TOO_LONG",
      params: { max: 5000 },
    });
  });

  it("accepts only listed options", () => {
    const single = publicQuestion({ questionType: "multipleChoice", options: ["A", "B"] });
    expect(checkAnswer(single, "B", matches)).toBeNull();
    expect(checkAnswer(single, "C", matches)).toEqual({ code: "OPTION_INVALID" });
    const multi = publicQuestion({ questionType: "checkbox", options: ["A", "B"] });
    expect(checkAnswer(multi, ["A", "B"], matches)).toBeNull();
    expect(checkAnswer(multi, ["A", "A"], matches)).toEqual({ code: "OPTION_INVALID" });
    expect(checkAnswer(multi, ["A", "C"], matches)).toEqual({ code: "OPTION_INVALID" });
    expect(checkAnswer(multi, "A", matches)).toEqual({ code: "OPTION_INVALID" });
  });

  it("accepts a whole rating from 1 to the maximum", () => {
    const rating = publicQuestion({ questionType: "rating", maxRating: 5 });
    expect(checkAnswer(rating, 1, matches)).toBeNull();
    expect(checkAnswer(rating, 5, matches)).toBeNull();
    for (const value of [0, 6, 2.5, "3"]) {
      expect(checkAnswer(rating, value, matches)).toEqual({
        code: "RATING_OUT_OF_RANGE",
        params: { max: 5 },
      });
    }
  });

  it("refuses the 'No URL' placeholder of a failed upload", () => {
    const file = publicQuestion({ questionType: "file" });
    expect(checkAnswer(file, "No URL", matches)).toEqual({ code: "UPLOAD_FAILED" });
    expect(checkAnswer(file, "/api/uploads/abc", matches)).toBeNull();
  });
});

describe("findAnswerErrors", () => {
  it("keys errors by question id and flags answers to unknown questions", () => {
    const name = publicQuestion({ required: true });
    const stray = "0190a6d4-8c3a-7b2e-9f00-00000000ffff";
    expect(findAnswerErrors([name], { [stray]: "x" }, matches)).toEqual({
      [name._id]: { code: "REQUIRED" },
      [stray]: { code: "UNKNOWN_QUESTION" },
    });
    expect(findAnswerErrors([name], { [name._id]: "Ada" }, matches)).toEqual({});
  });
});

describe("indexAnswers", () => {
  it("keys answers by question id", () => {
    expect(
      indexAnswers([
        { questionId: "a", answer: "x" },
        { questionId: "b", answer: 3 },
      ]),
    ).toEqual({ a: "x", b: 3 });
  });

  it("returns null when a question is answered twice", () => {
    expect(
      indexAnswers([
        { questionId: "a", answer: "x" },
        { questionId: "a", answer: "y" },
      ]),
    ).toBeNull();
  });

  it("keeps __proto__ as a plain key", () => {
    const indexed = indexAnswers([{ questionId: "__proto__", answer: "x" }]);
    expect(Object.keys(indexed ?? {})).toEqual(["__proto__"]);
  });
});
