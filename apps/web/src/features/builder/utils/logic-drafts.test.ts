import {
  LOGIC_MESSAGES,
  type LogicCondition,
  type QuestionDraft,
  type QuestionType,
  type Result,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import {
  addCondition,
  changeCondition,
  findConditionTargets,
  referenceOf,
  removeCondition,
  removeLogic,
  setLogicMatch,
} from "./logic-drafts";
import { createQuestion } from "./question-drafts";

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`unexpected refusal: ${result.message}`);
  return result.value;
}

const item = (key: string, questionType: QuestionType, fields: Partial<QuestionDraft> = {}) => ({
  ...createQuestion(() => 1),
  key,
  questionType,
  ...fields,
});

const conditionsOf = (items: QuestionDraft[], index: number): LogicCondition[] =>
  items[index]?.logic?.conditions ?? [];

describe("logic drafts", () => {
  const colour = item("colour", "multipleChoice", { options: ["Red", "Blue"] });
  const age = item("age", "number", { _id: "0193a000-0000-7000-8000-0000000000a1" });
  const page = item("page", "section");
  const last = item("last", "text");
  const items = [colour, age, page, last];

  it("names a stored question by its _id and a new one by its key", () => {
    expect(referenceOf(age)).toBe("0193a000-0000-7000-8000-0000000000a1");
    expect(referenceOf(colour)).toBe("colour");
  });

  it("offers only the questions above, never a section", () => {
    expect(findConditionTargets(items, 3).map((q) => q.key)).toEqual(["colour", "age"]);
    expect(findConditionTargets(items, 0)).toEqual([]);
  });

  it("starts logic with a condition on the nearest question above, matching all", () => {
    const next = unwrap(addCondition(items, 3));
    expect(next[3]?.logic).toEqual({
      match: "all",
      conditions: [{ questionId: referenceOf(age), operator: "equals" }],
    });
    // Nothing else changed.
    expect(next.slice(0, 3)).toEqual(items.slice(0, 3));
    expect(items[3]?.logic).toBeNull();
  });

  it("starts an option question's condition from its first option", () => {
    const next = unwrap(addCondition([colour, last], 1));
    expect(conditionsOf(next, 1)).toEqual([
      { questionId: "colour", operator: "equals", value: "Red" },
    ]);
  });

  it("refuses a condition when nothing above can be read, and past the limit", () => {
    expect(addCondition(items, 0)).toEqual({
      ok: false,
      message: LOGIC_MESSAGES.noEarlierQuestion,
    });
    let next = [colour, last];
    for (let i = 0; i < 10; i += 1) next = unwrap(addCondition(next, 1));
    expect(conditionsOf(next, 1)).toHaveLength(10);
    expect(addCondition(next, 1)).toEqual({
      ok: false,
      message: "Logic can have at most 10 conditions",
    });
  });

  it("resets the comparison and value when the condition reads another question", () => {
    let next = unwrap(addCondition(items, 3));
    next = unwrap(changeCondition(next, 3, 0, { value: 30 }));
    next = unwrap(changeCondition(next, 3, 0, { questionId: "colour" }));
    expect(conditionsOf(next, 3)).toEqual([
      { questionId: "colour", operator: "equals", value: "Red" },
    ]);
  });

  it("refuses a question below or a section as the condition's question", () => {
    const next = unwrap(addCondition(items, 1));
    const refused = { ok: false, message: LOGIC_MESSAGES.referenceNotBefore };
    expect(changeCondition(next, 1, 0, { questionId: "last" })).toEqual(refused);
    expect(changeCondition(next, 1, 0, { questionId: "page" })).toEqual(refused);
  });

  it("drops the value for 'is answered' and keeps it between comparisons that take one", () => {
    let next = unwrap(addCondition(items, 3));
    next = unwrap(changeCondition(next, 3, 0, { value: 18 }));
    next = unwrap(changeCondition(next, 3, 0, { operator: "greaterThan" }));
    expect(conditionsOf(next, 3)[0]).toMatchObject({ operator: "greaterThan", value: 18 });
    next = unwrap(changeCondition(next, 3, 0, { operator: "answered" }));
    expect(conditionsOf(next, 3)[0]).toEqual({
      questionId: referenceOf(age),
      operator: "answered",
    });
    next = unwrap(changeCondition(next, 3, 0, { value: undefined }));
    expect(conditionsOf(next, 3)[0]).not.toHaveProperty("value");
  });

  it("switches between all and any, removes a condition, and removes the logic with the last", () => {
    let next = unwrap(addCondition(items, 3));
    next = unwrap(addCondition(next, 3));
    const question = setLogicMatch(next[3]!, "any");
    expect(question.logic?.match).toBe("any");
    const one = removeCondition(question, 0);
    expect(one.logic?.conditions).toHaveLength(1);
    expect(removeCondition(one, 0).logic).toBeNull();
    expect(removeLogic(question).logic).toBeNull();
  });
});
