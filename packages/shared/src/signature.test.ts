import { describe, expect, it } from "vitest";
import { toFileUrl } from "./api-responses";
import { UPLOAD_FAILED_URL } from "./constants";
import { buildAnswerCells } from "./csv";
import { operatorsFor } from "./form-logic";
import { pipedAnswerText } from "./piped-answer-text";
import { QUESTION_TYPES, takesUploadedFile } from "./question-type-traits";
import { changeQuestionType, EMPTY_TYPE_FIELDS, normalizeQuestionForSave } from "./question-types";
import { checkAnswer } from "./respondent-rules";
import { publicQuestion, regexMatches } from "./testing-questions";

const FILE_ID = "0123456789abcdef01234567";

describe("signature questions", () => {
  const signature = publicQuestion({ questionType: "signature" });
  const check = (question: typeof signature, value: unknown) =>
    checkAnswer(question, value, regexMatches);

  it("are picked from the type list and answered with an uploaded file, like file questions", () => {
    expect(QUESTION_TYPES).toContainEqual({ type: "signature", label: "Signature" });
    expect(takesUploadedFile("signature")).toBe(true);
    expect(takesUploadedFile("file")).toBe(true);
    expect(takesUploadedFile("text")).toBe(false);
  });

  it("take the URL of the stored PNG, and refuse a failed upload or another shape", () => {
    expect(check(signature, toFileUrl(FILE_ID))).toBeNull();
    expect(check(signature, UPLOAD_FAILED_URL)).toEqual({ code: "UPLOAD_FAILED" });
    expect(check(signature, ["a"])).toEqual({ code: "ANSWER_INVALID" });
    expect(check(signature, 12)).toEqual({ code: "ANSWER_INVALID" });
    expect(check(signature, "x".repeat(3000))).toEqual({ code: "ANSWER_INVALID" });
  });

  it("are required like any other question", () => {
    expect(check(signature, undefined)).toBeNull();
    expect(check({ ...signature, required: true }, undefined)).toEqual({ code: "REQUIRED" });
    expect(check({ ...signature, required: true }, "")).toEqual({ code: "REQUIRED" });
  });

  it("keep nothing of another type's fields and take only answered conditions", () => {
    const draft = {
      key: "k",
      questionText: "Sign",
      required: true,
      correctAnswer: ["x"],
      validations: { fileType: "image" as const },
      options: ["A", "B"],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      description: "",
      logic: null,
      points: 1,
      feedback: null,
      questionType: "multipleChoice" as const,
    };
    const changed = changeQuestionType(draft, "signature");
    const saved = normalizeQuestionForSave(changed);
    expect(saved).toMatchObject({ options: [], correctAnswer: [], validations: {} });
    expect(saved.required).toBe(true);
    expect(operatorsFor("signature")).toEqual(["answered", "notAnswered"]);
  });

  it("read as the file's URL in a CSV cell and as nothing when piped", () => {
    const question = {
      _id: "s",
      questionText: "Sign",
      questionType: "signature" as const,
      rows: [],
    };
    const url = toFileUrl(FILE_ID);
    expect(buildAnswerCells([question], [{ questionId: "s", answer: url }])).toEqual([url]);
    expect(pipedAnswerText(question, "")).toBe("");
    expect(pipedAnswerText(question, url)).toBe("");
  });
});
