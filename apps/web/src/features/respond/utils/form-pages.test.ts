import { splitIntoPages } from "@formloom/shared/form-logic";
import { describe, expect, it } from "vitest";
import { makeQuestion, makeSection } from "../testing/render-question";
import { describeShownChange } from "./describe-shown-change";
import { findShownQuestions, isPageShown, shuffleWithinPages } from "./form-pages";

const q = (n: number, fields = {}) =>
  makeQuestion({
    _id: `0193a000-0000-7000-8000-00000000006${n}`,
    questionText: `Q${n}`,
    ...fields,
  });
const intro = q(0, { questionType: "multipleChoice", options: ["Yes", "No"] });
const onYes = {
  match: "all" as const,
  conditions: [{ questionId: intro._id, operator: "equals" as const, value: "Yes" }],
};
const section = makeSection({ _id: "0193a000-0000-7000-8000-000000000069", logic: onYes });
const ITEMS = [intro, q(1), q(2), section, q(3), q(4, { logic: onYes })];

describe("findShownQuestions and isPageShown", () => {
  it("show the questions and pages whose conditions hold, sections never as questions", () => {
    const hidden = findShownQuestions(ITEMS, { [intro._id]: "No" });
    expect(hidden.questions.map((question) => question.questionText)).toEqual(["Q0", "Q1", "Q2"]);
    const pages = splitIntoPages(ITEMS);
    expect(pages.map((page) => isPageShown(page, hidden.ids))).toEqual([true, false]);

    const shown = findShownQuestions(ITEMS, { [intro._id]: "Yes" });
    expect(shown.questions.map((question) => question.questionText)).toEqual([
      "Q0",
      "Q1",
      "Q2",
      "Q3",
      "Q4",
    ]);
    expect(pages.map((page) => isPageShown(page, shown.ids))).toEqual([true, true]);
  });
});

describe("shuffleWithinPages", () => {
  it("moves questions only within their page and keeps each section at the top of its page", () => {
    const pages = splitIntoPages(ITEMS);
    const draws = [0.9, 0.1, 0.5, 0.3];
    const shuffled = shuffleWithinPages(pages, () => draws.shift() ?? 0);
    expect(shuffled.map((page) => page.section?._id ?? null)).toEqual([null, section._id]);
    expect(shuffled[0]?.questions.map((question) => question.questionText).sort()).toEqual([
      "Q0",
      "Q1",
      "Q2",
    ]);
    expect(shuffled[1]?.questions.map((question) => question.questionText).sort()).toEqual([
      "Q3",
      "Q4",
    ]);
    expect(shuffled[0]?.questions.map((question) => question.questionText)).not.toEqual([
      "Q0",
      "Q1",
      "Q2",
    ]);
  });
});

describe("describeShownChange", () => {
  it("names the questions that came and went, and the new page count", () => {
    expect(
      describeShownChange({
        before: [q(1)],
        after: [q(1), q(2)],
        pageCountBefore: 2,
        pageCountAfter: 2,
      }),
    ).toBe("New question: Q2.");
    expect(
      describeShownChange({
        before: [q(1), q(2), q(3)],
        after: [q(1)],
        pageCountBefore: 2,
        pageCountAfter: 1,
      }),
    ).toBe("2 questions removed: Q2, Q3. This form now has 1 page.");
    expect(
      describeShownChange({ before: [q(1)], after: [q(1)], pageCountBefore: 2, pageCountAfter: 2 }),
    ).toBe("");
  });
});
