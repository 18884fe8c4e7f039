import { describe, expect, it } from "vitest";
import { storedQuestion } from "../../../../test/support/stored-question.js";
import { buildQuestionSummaries } from "./build-question-summaries.js";

const question = storedQuestion;

const choice = question({
  _id: "c",
  questionType: "checkbox",
  options: ["A", "B"],
  correctAnswer: ["A"],
});
const rating = question({ _id: "r", questionType: "rating", maxRating: 3 });

describe("buildQuestionSummaries", () => {
  it("lists every option, chosen or not, with its share of those who answered", () => {
    const [summary] = buildQuestionSummaries(
      [choice],
      [{ question_id: "c", answered: 4 }],
      [{ question_id: "c", option: "A", chosen: 3 }],
      5,
    );
    expect(summary?.options).toEqual([
      { option: "A", count: 3, percentage: 75, isCorrect: true },
      { option: "B", count: 0, percentage: 0, isCorrect: false },
    ]);
  });

  it("answers zero percentages, not NaN, for a question nobody answered", () => {
    const [summary] = buildQuestionSummaries([rating], [], [], 0);
    expect(summary).toMatchObject({ answeredCount: 0 });
    expect(summary?.options.map((o) => o.percentage)).toEqual([0, 0, 0]);
  });
});

describe("buildQuestionSummaries for the typed questions", () => {
  const scale = question({ _id: "s", questionType: "linearScale", scaleMin: 0, scaleMax: 10 });
  const dropdown = question({ _id: "d", questionType: "dropdown", options: ["X", "Y", "Z"] });
  const number = question({ _id: "n", questionType: "number" });
  const email = question({ _id: "e", questionType: "email" });

  it("gives a scale a bar per value from its start to its end, and its NPS", () => {
    const [summary] = buildQuestionSummaries(
      [scale],
      [{ question_id: "s", answered: 4 }],
      [
        { question_id: "s", option: "10", chosen: 2 },
        { question_id: "s", option: "3", chosen: 1 },
        { question_id: "s", option: "8", chosen: 1 },
      ],
      4,
    );
    expect(summary?.options.map((o) => o.option)).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    expect(summary?.options.find((o) => o.option === "10")).toMatchObject({
      count: 2,
      percentage: 50,
    });
    expect(summary?.scale?.nps?.score).toBe(25);
    expect(summary?.scale?.average).toBe(7.75);
  });

  it("counts a dropdown's options like multiple choice", () => {
    const [summary] = buildQuestionSummaries(
      [dropdown],
      [{ question_id: "d", answered: 2 }],
      [{ question_id: "d", option: "Y", chosen: 2 }],
      2,
    );
    expect(summary?.options.map((o) => [o.option, o.count, o.percentage])).toEqual([
      ["X", 0, 0],
      ["Y", 2, 100],
      ["Z", 0, 0],
    ]);
  });

  it("gives a number question its figures and no option bars, an email question its count only", () => {
    const [numbers, emails] = buildQuestionSummaries(
      [number, email],
      [
        { question_id: "n", answered: 3 },
        { question_id: "e", answered: 5 },
      ],
      [
        { question_id: "n", option: "4", chosen: 2 },
        { question_id: "n", option: "10", chosen: 1 },
      ],
      5,
    );
    expect(numbers?.options).toEqual([]);
    expect(numbers?.number).toMatchObject({ average: 6, median: 4, min: 4, max: 10 });
    expect(emails).toMatchObject({ answeredCount: 5, options: [] });
    expect(emails?.number).toBeUndefined();
  });

  it("answers null figures for a typed question nobody answered", () => {
    const [numbers] = buildQuestionSummaries([number], [], [], 0);
    expect(numbers?.number).toBeNull();
  });
});

describe("buildQuestionSummaries with sections and logic", () => {
  const pet = question({ _id: "p", questionType: "multipleChoice", options: ["Yes", "No"] });
  const toys = question({
    _id: "t",
    questionType: "checkbox",
    options: ["Red", "Blue"],
    logic: { match: "all", conditions: [{ questionId: "p", operator: "equals", value: "Yes" }] },
  });
  const section = question({ _id: "s", questionType: "section", questionText: "Page 2" });

  it("leaves sections out and counts a logic question's shares over those who saw it", () => {
    const summaries = buildQuestionSummaries(
      [pet, section, toys],
      [
        { question_id: "p", answered: 5, seen: null },
        { question_id: "t", answered: 2, seen: 4 },
      ],
      [
        { question_id: "p", option: "Yes", chosen: 4 },
        { question_id: "t", option: "Red", chosen: 2 },
      ],
      5,
    );
    expect(summaries.map((s) => s.questionId)).toEqual(["p", "t"]);
    expect(summaries[0]).toMatchObject({ answeredCount: 5, seenCount: 5 });
    expect(summaries[0]?.options[0]).toMatchObject({ option: "Yes", percentage: 80 });
    expect(summaries[1]).toMatchObject({ answeredCount: 2, seenCount: 4 });
    expect(summaries[1]?.options.map((o) => o.percentage)).toEqual([50, 0]);
  });
});
