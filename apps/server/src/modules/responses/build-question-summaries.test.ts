import type { Question } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { buildQuestionSummaries, tallyAnswers } from "./build-question-summaries.js";

const question = (overrides: Partial<Question>): Question => ({
  _id: "00000000-0000-7000-8000-000000000001",
  questionType: "text",
  questionText: "Q",
  required: false,
  correctAnswer: [],
  validations: {},
  options: [],
  maxRating: null,
  ...overrides,
});

const choice = question({
  _id: "c",
  questionType: "checkbox",
  options: ["A", "B"],
  correctAnswer: ["A"],
});
const rating = question({ _id: "r", questionType: "rating", maxRating: 3 });
const text = question({ _id: "t" });

describe("tallyAnswers", () => {
  it("counts each answered question once and each chosen option or rating", () => {
    expect(
      tallyAnswers(
        [choice, rating, text],
        [
          { questionId: "c", answer: ["A", "B"] },
          { questionId: "r", answer: 2 },
          { questionId: "t", answer: "free text" },
        ],
      ),
    ).toEqual([
      { questionId: "c", option: "" },
      { questionId: "c", option: "A" },
      { questionId: "c", option: "B" },
      { questionId: "r", option: "" },
      { questionId: "r", option: "2" },
      { questionId: "t", option: "" },
    ]);
  });
});

describe("buildQuestionSummaries", () => {
  it("lists every option, chosen or not, with its share of those who answered", () => {
    const [summary] = buildQuestionSummaries(
      [choice],
      [{ question_id: "c", answered: 4 }],
      [{ question_id: "c", option: "A", chosen: 3 }],
    );
    expect(summary?.options).toEqual([
      { option: "A", count: 3, percentage: 75, isCorrect: true },
      { option: "B", count: 0, percentage: 0, isCorrect: false },
    ]);
  });

  it("answers zero percentages, not NaN, for a question nobody answered", () => {
    const [summary] = buildQuestionSummaries([rating], [], []);
    expect(summary).toMatchObject({ answeredCount: 0 });
    expect(summary?.options.map((o) => o.percentage)).toEqual([0, 0, 0]);
  });
});
