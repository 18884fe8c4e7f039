import { describe, expect, it } from "vitest";
import type { Question } from "./entities";
import {
  computePercentage,
  isAnswerCorrect,
  markResponse,
  quizResult,
  responseResult,
  scoreMarks,
  summarizeScores,
} from "./scoring";

type ScoredQuestion = Pick<Question, "_id" | "questionType" | "correctAnswer" | "points" | "logic">;

const q = (
  _id: string,
  questionType: Question["questionType"],
  correctAnswer: string[],
): ScoredQuestion => ({ _id, questionType, correctAnswer, points: 1, logic: null });

describe("isAnswerCorrect", () => {
  it("counts a single answer among the correct answers", () => {
    const question = q("1", "multipleChoice", ["B"]);
    expect(isAnswerCorrect(question, "B")).toBe(true);
    expect(isAnswerCorrect(question, "A")).toBe(false);
    expect(isAnswerCorrect(question, "b")).toBe(false);
  });

  it("compares free text trimmed and without case", () => {
    const question = q("1", "text", ["Paris"]);
    expect(isAnswerCorrect(question, " paris ")).toBe(true);
    expect(isAnswerCorrect(question, "Lyon")).toBe(false);
  });

  it("counts a list when the sorted list equals the sorted correct list", () => {
    const question = q("1", "checkbox", ["A", "C"]);
    expect(isAnswerCorrect(question, ["C", "A"])).toBe(true);
    expect(isAnswerCorrect(question, ["A"])).toBe(false);
    expect(isAnswerCorrect(question, ["A", "B", "C"])).toBe(false);
    expect(isAnswerCorrect(question, [])).toBe(false);
  });

  it("compares a number as text", () => {
    expect(isAnswerCorrect(q("1", "multipleChoice", ["5"]), 5)).toBe(true);
  });

  it("is never correct without an answer or without correct answers", () => {
    expect(isAnswerCorrect(q("1", "multipleChoice", ["A"]), undefined)).toBe(false);
    expect(isAnswerCorrect(q("1", "text", []), "")).toBe(false);
  });
});

describe("marking and scoring a response in points", () => {
  it("earns each right question's points, over the points of the questions seen", () => {
    const questions = [
      { ...q("a", "multipleChoice", ["B"]), points: 3 },
      { ...q("b", "text", ["Paris"]), points: 1 },
      { ...q("zero", "text", ["x"]), points: 0 },
    ];
    const answers = [
      { questionId: "a", answer: "B" },
      { questionId: "b", answer: "Lyon" },
    ];
    expect(scoreMarks(markResponse(questions, answers))).toEqual({
      correct: 3,
      total: 4,
      percentage: 75,
    });
  });

  it("leaves out a scored question the form's logic hid", () => {
    const questions = [
      q("a", "multipleChoice", ["B"]),
      {
        ...q("hidden", "multipleChoice", ["A"]),
        points: 5,
        logic: {
          match: "all" as const,
          conditions: [{ questionId: "a", operator: "equals" as const, value: "A" }],
        },
      },
    ];
    expect(scoreMarks(markResponse(questions, [{ questionId: "a", answer: "B" }]))).toEqual({
      correct: 1,
      total: 1,
      percentage: 100,
    });
  });
});

describe("marking and scoring a response", () => {
  const questions = [
    q("a", "multipleChoice", ["B"]),
    q("b", "checkbox", ["X", "Y"]),
    q("c", "text", ["Paris"]),
    q("d", "paragraph", []),
    q("e", "rating", []),
  ];

  it("scores only the questions that have a correct answer", () => {
    const score = scoreMarks(
      markResponse(questions, [
        { questionId: "a", answer: "B" },
        { questionId: "b", answer: ["Y", "X"] },
        { questionId: "c", answer: "Lyon" },
        { questionId: "d", answer: "anything" },
        { questionId: "e", answer: 4 },
      ]),
    );
    expect(score).toEqual({ correct: 2, total: 3, percentage: 67 });
  });

  it("counts unanswered scored questions as wrong", () => {
    expect(scoreMarks(markResponse(questions, [{ questionId: "a", answer: "B" }]))).toEqual({
      correct: 1,
      total: 3,
      percentage: 33,
    });
  });

  it("scores a form without correct answers as 0 of 0 without dividing by zero", () => {
    expect(
      scoreMarks(markResponse([q("d", "text", [])], [{ questionId: "d", answer: "x" }])),
    ).toEqual({
      correct: 0,
      total: 0,
      percentage: 0,
    });
  });
});

describe("computePercentage", () => {
  it("rounds to the nearest whole percent", () => {
    expect(computePercentage(1, 3)).toBe(33);
    expect(computePercentage(2, 3)).toBe(67);
    expect(computePercentage(1, 8)).toBe(13);
    expect(computePercentage(0, 0)).toBe(0);
  });
});

describe("responseResult", () => {
  it.each([
    [100, "Excellent"],
    [99, "Needs Improvement"],
    [50, "Needs Improvement"],
    [49, "Failed"],
    [0, "Failed"],
  ])("%i%% is %s", (percentage, result) => {
    expect(responseResult(percentage)).toBe(result);
  });
});

describe("quizResult", () => {
  it.each([
    [100, "Excellent"],
    [90, "Excellent"],
    [89, "Good"],
    [75, "Good"],
    [74, "Satisfactory"],
    [60, "Satisfactory"],
    [59, "Needs Improvement"],
    [40, "Needs Improvement"],
    [39, "Failed"],
    [0, "Failed"],
  ])("%i%% is %s", (percentage, result) => {
    expect(quizResult(percentage)).toBe(result);
  });
});

describe("summarizeScores", () => {
  it("gives the count, rounded average, highest and lowest", () => {
    expect(summarizeScores([50, 100, 67])).toEqual({
      count: 3,
      average: 72,
      highest: 100,
      lowest: 50,
    });
  });

  it("gives zeros when there are no scores", () => {
    expect(summarizeScores([])).toEqual({ count: 0, average: 0, highest: 0, lowest: 0 });
  });
});

describe("scoring the typed questions", () => {
  const scored = (questionType: Question["questionType"], correctAnswer: string[]) => ({
    questionType,
    correctAnswer,
  });

  it("marks a grid right only when every row is", () => {
    const grid = scored("matrix", ["Good", "Bad"]);
    expect(isAnswerCorrect(grid, ["Good", "Bad"])).toBe(true);
    expect(isAnswerCorrect(grid, ["Bad", "Good"])).toBe(false);
    expect(isAnswerCorrect(grid, ["Good", ""])).toBe(false);
  });

  it("marks a ranking right only in the correct order", () => {
    const ranking = scored("ranking", ["B", "A", "C"]);
    expect(isAnswerCorrect(ranking, ["B", "A", "C"])).toBe(true);
    expect(isAnswerCorrect(ranking, ["A", "B", "C"])).toBe(false);
  });

  it("compares numbers by value, dates, scales and dropdowns exactly", () => {
    expect(isAnswerCorrect(scored("number", ["42.0"]), 42)).toBe(true);
    expect(isAnswerCorrect(scored("number", ["42"]), 42.5)).toBe(false);
    expect(isAnswerCorrect(scored("date", ["2026-02-28"]), "2026-02-28")).toBe(true);
    expect(isAnswerCorrect(scored("linearScale", ["7"]), 7)).toBe(true);
    expect(isAnswerCorrect(scored("linearScale", ["7"]), 8)).toBe(false);
    expect(isAnswerCorrect(scored("dropdown", ["Peru"]), "peru")).toBe(false);
  });
});
