import { describe, expect, it } from "vitest";
import { storedQuestion } from "../../../../test/support/stored-question.js";
import { findLogicDependentIds, parsePairKey, SEEN_KEY, tallyAnswers } from "./tally-answers.js";

const question = storedQuestion;

const choice = question({ _id: "c", questionType: "checkbox", options: ["A", "B"] });
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

describe("tallyAnswers for the typed questions", () => {
  const grid = question({
    _id: "g",
    questionType: "matrix",
    rows: ["Food", "Service"],
    options: ["Bad", "Good"],
  });
  const ranking = question({ _id: "k", questionType: "ranking", options: ["A", "B", "C"] });

  it("counts a grid's answered rows as (row, column) pairs, skipping unanswered rows", () => {
    expect(tallyAnswers([grid], [{ questionId: "g", answer: ["", "Good"] }])).toEqual([
      { questionId: "g", option: "" },
      { questionId: "g", option: '["Service","Good"]' },
    ]);
  });

  it("counts a ranking as (option, position) pairs", () => {
    expect(tallyAnswers([ranking], [{ questionId: "k", answer: ["C", "A", "B"] }])).toEqual([
      { questionId: "k", option: "" },
      { questionId: "k", option: '["C",1]' },
      { questionId: "k", option: '["A",2]' },
      { questionId: "k", option: '["B",3]' },
    ]);
  });

  it("counts numbers, dates and scale values as given, emails as answered only", () => {
    const questions = [
      question({ _id: "n", questionType: "number" }),
      question({ _id: "d", questionType: "date" }),
      question({ _id: "s", questionType: "linearScale", scaleMin: 1, scaleMax: 5 }),
      question({ _id: "e", questionType: "email" }),
    ];
    const tallies = tallyAnswers(questions, [
      { questionId: "n", answer: -2.5 },
      { questionId: "d", answer: "2026-02-28" },
      { questionId: "s", answer: 4 },
      { questionId: "e", answer: "ada@example.org" },
    ]);
    expect(tallies.filter((t) => t.option !== "").map((t) => t.option)).toEqual([
      "-2.5",
      "2026-02-28",
      "4",
    ]);
  });
});

describe("parsePairKey", () => {
  it("reads pairs and refuses anything else", () => {
    expect(parsePairKey('["Row [1]","Good"]')).toEqual(["Row [1]", "Good"]);
    expect(parsePairKey('["A",2]')).toEqual(["A", 2]);
    for (const key of ["A", "[", "[1,2]", '["A"]', '{"a":1}']) expect(parsePairKey(key)).toBeNull();
  });
});

describe("tallyAnswers with logic", () => {
  const onYes = {
    match: "all" as const,
    conditions: [{ questionId: "pet", operator: "equals" as const, value: "Yes" }],
  };
  const pet = question({ _id: "pet", questionType: "multipleChoice", options: ["Yes", "No"] });
  const name = question({ _id: "name", logic: onYes });
  const section = question({ _id: "sec", questionType: "section", logic: onYes });
  const inSection = question({ _id: "in" });
  const plainSection = question({ _id: "sec2", questionType: "section" });
  const after = question({ _id: "after" });
  const form = [pet, name, section, inSection, plainSection, after];

  it("finds the questions whose own logic or section's logic may hide them", () => {
    expect([...findLogicDependentIds(form)]).toEqual(["name", "in"]);
  });

  it("counts each logic-dependent question the respondent saw, answered or not", () => {
    const shown = tallyAnswers(form, [
      { questionId: "pet", answer: "Yes" },
      { questionId: "name", answer: "Rex" },
    ]);
    expect(shown.filter((t) => t.option === SEEN_KEY)).toEqual([
      { questionId: "name", option: SEEN_KEY },
      { questionId: "in", option: SEEN_KEY },
    ]);
    const hidden = tallyAnswers(form, [{ questionId: "pet", answer: "No" }]);
    expect(hidden).toEqual([
      { questionId: "pet", option: "" },
      { questionId: "pet", option: "No" },
    ]);
  });
});
