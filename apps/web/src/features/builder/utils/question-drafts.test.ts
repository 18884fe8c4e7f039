import { type Question, withQuestionDefaults } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import {
  createFirstQuestion,
  createQuestion,
  createQuestionKey,
  toQuestionDraft,
} from "./question-drafts";
import { appendQuestion } from "./question-list-edits";
import { clock, unwrap } from "./test-drafts";

describe("creating questions", () => {
  it("makes the key from q plus the clock's timestamp", () => {
    expect(createQuestionKey(clock(1700000000000))).toBe("q1700000000000");
  });

  it("starts a new form with a required 'What is your name?' text question", () => {
    expect(createFirstQuestion(clock(5))).toEqual({
      key: "q5",
      questionType: "text",
      questionText: "What is your name?",
      required: true,
      correctAnswer: [],
      validations: {},
      options: [],
      optionImages: [],
      maxRating: null,
      rows: [],
      scaleMin: null,
      scaleMax: null,
      scaleMinLabel: "",
      scaleMaxLabel: "",
      scalePreset: null,
      description: "",
      logic: null,
      points: 1,
      feedback: null,
    });
  });

  it("adds an optional 'Untitled Question' text question", () => {
    const question = createQuestion(clock(6));
    expect(question.questionType).toBe("text");
    expect(question.questionText).toBe("Untitled Question");
    expect(question.required).toBe(false);
  });

  it("appends with a key unique in the list, even within the same millisecond", () => {
    const first = createFirstQuestion(clock(7));
    const questions = unwrap(appendQuestion([first], clock(7)));
    expect(questions.map((q) => q.key)).toEqual(["q7", "q8"]);
  });

  it("uses the stored _id as the key of a loaded question", () => {
    const stored: Question = withQuestionDefaults({
      _id: "0190a6d4-8c3a-7b2e-9f00-123456789abc",
      questionType: "checkbox",
      questionText: "Pick",
      required: false,
      correctAnswer: ["A"],
      validations: {},
      options: ["A", "B"],
      maxRating: null,
    });
    const loaded = toQuestionDraft(stored);
    expect(loaded.key).toBe(stored._id);
    loaded.options.push("C");
    expect(stored.options).toEqual(["A", "B"]);
  });
});
