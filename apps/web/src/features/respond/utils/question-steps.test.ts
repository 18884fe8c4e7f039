import { splitIntoPages } from "@formloom/shared/form-logic";
import { describe, expect, it } from "vitest";
import { makeQuestion, makeSection } from "../testing/render-question";
import { findShownQuestions, isPageShown } from "./form-pages";
import { findNextMove, findStepIndex, listItemKeys, listQuestionSteps } from "./question-steps";

const id = (n: number) => `0193a000-0000-7000-8000-00000000007${n}`;
const pet = makeQuestion({
  _id: id(0),
  questionType: "multipleChoice",
  questionText: "Pet?",
  options: ["Yes", "No"],
  required: true,
});
const onYes = {
  match: "all" as const,
  conditions: [{ questionId: pet._id, operator: "equals" as const, value: "Yes" }],
};
const petName = makeQuestion({ _id: id(1), questionText: "Name", logic: onYes });
const aboutYou = makeSection({ _id: id(2), questionText: "About you" });
const email = makeQuestion({ _id: id(3), questionText: "Email" });
const closing = makeSection({ _id: id(4), questionText: "Thanks for coming this far" });
const ITEMS = [pet, petName, aboutYou, email, closing];
const PAGES = splitIntoPages(ITEMS);

function stepsFor(values: Record<string, string>) {
  const { ids } = findShownQuestions(ITEMS, values);
  return listQuestionSteps(
    PAGES.filter((page) => isPageShown(page, ids)),
    ids,
  );
}

describe("listQuestionSteps", () => {
  it("gives each shown question a screen, a section heading its first, and skips what logic hides", () => {
    expect(stepsFor({ [pet._id]: "No" })).toEqual([
      { key: pet._id, question: pet, section: null },
      { key: email._id, question: email, section: aboutYou },
      { key: closing._id, question: null, section: closing },
    ]);
    expect(stepsFor({ [pet._id]: "Yes" }).map((step) => step.key)).toEqual([
      pet._id,
      petName._id,
      email._id,
      closing._id,
    ]);
  });
});

describe("findStepIndex", () => {
  const keys = listItemKeys(PAGES);

  it("finds the screen on view, or the nearest shown one before it once the logic hides it", () => {
    const withName = stepsFor({ [pet._id]: "Yes" });
    expect(findStepIndex(withName, keys, petName._id)).toBe(1);
    const withoutName = stepsFor({ [pet._id]: "No" });
    expect(findStepIndex(withoutName, keys, petName._id)).toBe(0);
    expect(findStepIndex(withoutName, keys, aboutYou._id)).toBe(0);
    expect(findStepIndex(withoutName, keys, null)).toBe(0);
  });
});

describe("findNextMove", () => {
  const steps = stepsFor({});

  it("keeps the respondent on a question with an error, as the page's Next does", () => {
    expect(findNextMove(steps, 0, { [pet._id]: "REQUIRED" })).toEqual({
      kind: "blocked",
      questionId: pet._id,
    });
    // An error elsewhere (a later question) does not hold this one.
    expect(findNextMove(steps, 0, { [email._id]: "REQUIRED" })).toEqual({
      kind: "step",
      key: email._id,
    });
  });

  it("goes from a section alone to the end, where submitting takes over", () => {
    expect(findNextMove(steps, 1, {})).toEqual({ kind: "step", key: closing._id });
    expect(findNextMove(steps, 2, { [pet._id]: "REQUIRED" })).toEqual({ kind: "end" });
  });
});
