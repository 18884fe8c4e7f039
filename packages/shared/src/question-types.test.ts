import { describe, expect, it } from "vitest";
import { NEW_QUESTION_TEXT, QUESTION_TYPE_IDS } from "./constants";
import type { QuestionType } from "./entities";
import { QUESTION_TYPES } from "./question-type-traits";
import {
  changeQuestionType,
  EMPTY_TYPE_FIELDS,
  normalizeQuestionForSave,
  QUESTION_BEHAVIOUR_DEFAULTS,
  type QuestionDraft,
} from "./question-types";

function draft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return {
    key: "q1",
    questionType: "text",
    questionText: NEW_QUESTION_TEXT,
    required: false,
    correctAnswer: [],
    validations: {},
    options: [],
    maxRating: null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    ...overrides,
  };
}

const choice = (type: QuestionType, options: string[], correctAnswer: string[] = []) =>
  draft({ questionType: type, options, correctAnswer });

describe("registry", () => {
  it("lists every type with the spec's label, in order", () => {
    expect(QUESTION_TYPES).toEqual([
      { type: "text", label: "Short Answer" },
      { type: "paragraph", label: "Paragraph" },
      { type: "multipleChoice", label: "Multiple Choice" },
      { type: "checkbox", label: "Checkboxes" },
      { type: "file", label: "File (Beta)" },
      { type: "rating", label: "Rating(Beta)" },
      { type: "dropdown", label: "Dropdown" },
      { type: "email", label: "Email" },
      { type: "number", label: "Number" },
      { type: "date", label: "Date" },
      { type: "linearScale", label: "Linear scale" },
      { type: "matrix", label: "Grid" },
      { type: "ranking", label: "Ranking" },
      { type: "phone", label: "Phone" },
      { type: "consent", label: "Consent" },
      { type: "address", label: "Address" },
      { type: "imageChoice", label: "Image choice" },
      { type: "signature", label: "Signature" },
    ]);
  });
});

describe("changeQuestionType", () => {
  const pairs = QUESTION_TYPE_IDS.flatMap((from) =>
    QUESTION_TYPE_IDS.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)("%s -> %s resets the answers and validations", (from, to) => {
    const start = draft({
      questionType: from,
      correctAnswer: ["x"],
      validations: { regex: { title: "Email", regex: "^.+$" }, fileType: "pdf" },
      options: [],
      maxRating: from === "rating" ? 7 : null,
    });
    const changed = changeQuestionType(start, to);
    expect(changed.questionType).toBe(to);
    expect(changed.correctAnswer).toEqual([]);
    expect(changed.validations).toEqual({});
    const firstOptions: Partial<Record<QuestionType, string[]>> = {
      multipleChoice: ["Option 1"],
      checkbox: ["Option 1"],
      dropdown: ["Option 1"],
      ranking: ["Option 1", "Option 2"],
      imageChoice: ["Option 1", "Option 2"],
      matrix: ["Column 1", "Column 2"],
    };
    expect(changed.options).toEqual(firstOptions[to] ?? []);
    const noImage = { imageId: null, alt: "" };
    expect(changed.optionImages).toEqual(to === "imageChoice" ? [noImage, noImage] : []);
    expect(changed.maxRating).toBe(to === "rating" ? 5 : null);
    expect(changed.rows).toEqual(to === "matrix" ? ["Row 1"] : []);
    expect([changed.scaleMin, changed.scaleMax]).toEqual(
      to === "linearScale" ? [1, 5] : [null, null],
    );
  });

  it("keeps existing options when switching to a choice type", () => {
    const start = choice("checkbox", ["Red", "Blue"], ["Red"]);
    const changed = changeQuestionType(start, "multipleChoice");
    expect(changed.options).toEqual(["Red", "Blue"]);
    expect(changed.correctAnswer).toEqual([]);
  });

  it("changes nothing when the type stays the same", () => {
    const start = choice("checkbox", ["Red"], ["Red"]);
    expect(changeQuestionType(start, "checkbox")).toBe(start);
  });
});

describe("normalizeQuestionForSave", () => {
  it("drops options, answers and validations a type does not use", () => {
    const stale = draft({
      questionType: "rating",
      options: ["A"],
      correctAnswer: ["A"],
      validations: { regex: { title: "t", regex: "r" } },
      maxRating: 7,
    });
    expect(normalizeQuestionForSave(stale)).toMatchObject({
      options: [],
      correctAnswer: [],
      validations: {},
      maxRating: 7,
    });
  });

  it("keeps a text question's regex and a file question's file type", () => {
    const text = draft({ validations: { regex: { title: "t", regex: "r" }, fileType: "pdf" } });
    expect(normalizeQuestionForSave(text).validations).toEqual({
      regex: { title: "t", regex: "r" },
    });
    const file = draft({ questionType: "file", validations: {}, maxRating: 5 });
    expect(normalizeQuestionForSave(file)).toMatchObject({
      validations: { fileType: "none" },
      maxRating: null,
    });
  });
});
