import type { Calculations, Ending } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { applyBuilderAction, type BuilderState, createNewFormState } from "./builder-state";
import { changeRule, createRule } from "./rule-edits";
import { applyAll } from "./test-drafts";

// The builder keeps a question's calculations with it: they follow a renamed option and leave
// with a removed option, a removed question or a type that takes none.

function calculator(): BuilderState {
  let state = applyAll(createNewFormState(1000), { type: "addQuestion", now: 2000 });
  const [size, quantity] = state.questions.map((question) => question.key) as [string, string];
  state = applyAll(
    state,
    { type: "changeQuestionType", key: size, questionType: "multipleChoice" },
    { type: "renameOption", key: size, optionIndex: 0, text: "Small" },
    { type: "addOption", key: size },
    { type: "renameOption", key: size, optionIndex: 1, text: "Large" },
    { type: "changeQuestionType", key: quantity, questionType: "number" },
  );
  const calculations: Calculations = {
    variables: [{ name: "total", kind: "number", start: 0 }],
    rules: [
      { questionId: size, option: "Small", variable: "total", operation: "set", value: 10 },
      { questionId: size, option: "Large", variable: "total", operation: "set", value: 25 },
      { questionId: quantity, option: null, variable: "total", operation: "multiply", value: null },
    ],
    endings: [],
  };
  return applyAll(state, { type: "updateSettings", changes: { calculations } });
}

const rulesOf = (state: BuilderState) =>
  state.settings.calculations.rules.map((rule) => `${rule.option ?? "answer"}:${rule.value}`);

describe("calculations kept with their questions", () => {
  it("follows a renamed option and drops the rules of a removed one", () => {
    const state = calculator();
    const size = state.questions[0]!.key;
    const renamed = applyAll(state, {
      type: "renameOption",
      key: size,
      optionIndex: 0,
      text: "Tiny",
    });
    expect(rulesOf(renamed)).toEqual(["Tiny:10", "Large:25", "answer:null"]);
    const removed = applyAll(renamed, { type: "removeOption", key: size, optionIndex: 1 });
    expect(rulesOf(removed)).toEqual(["Tiny:10", "answer:null"]);
  });

  it("drops a removed question's rules, and those of a type that takes none", () => {
    const state = calculator();
    const [size, quantity] = state.questions.map((question) => question.key) as [string, string];
    expect(rulesOf(applyAll(state, { type: "removeQuestion", key: quantity }))).toEqual([
      "Small:10",
      "Large:25",
    ]);
    const asText = applyAll(state, { type: "changeQuestionType", key: size, questionType: "text" });
    expect(rulesOf(asText)).toEqual(["answer:null"]);
    const asDropdown = applyAll(state, {
      type: "changeQuestionType",
      key: size,
      questionType: "dropdown",
    });
    expect(rulesOf(asDropdown)).toEqual(rulesOf(state));
  });

  it("keeps a question an ending's condition reads until that condition changes", () => {
    const state = calculator();
    const quantity = state.questions[1]!.key;
    const ending: Ending = {
      message: "Thanks for a big order",
      redirectUrl: null,
      logic: {
        match: "all",
        conditions: [{ questionId: quantity, operator: "greaterThan", value: "10" }],
      },
    };
    const calculations = { ...state.settings.calculations, endings: [ending] };
    const withEnding = applyAll(state, { type: "updateSettings", changes: { calculations } });
    const removal = applyBuilderAction(withEnding, { type: "removeQuestion", key: quantity });
    expect(removal.ok ? null : removal.message).toBe(
      `"${withEnding.questions[1]!.questionText}" is used by an ending's condition: change that condition first`,
    );
    const withoutCondition = applyAll(withEnding, {
      type: "updateSettings",
      changes: { calculations: { ...calculations, endings: [] } },
    });
    expect(applyBuilderAction(withoutCondition, { type: "removeQuestion", key: quantity }).ok).toBe(
      true,
    );
  });

  it("gives a duplicated question no rules of its own", () => {
    const state = calculator();
    const size = state.questions[0]!.key;
    const copied = applyAll(state, { type: "duplicateQuestion", key: size, now: 5000 });
    expect(copied.questions).toHaveLength(3);
    expect(copied.settings.calculations.rules).toEqual(state.settings.calculations.rules);
  });

  it("renames and removes a variable through the builder, question logic included", () => {
    let state = calculator();
    const quantity = state.questions[1]!.key;
    state = applyAll(
      state,
      { type: "addCondition", key: quantity },
      {
        type: "changeCondition",
        key: quantity,
        conditionIndex: 0,
        change: { questionId: "var:total" },
      },
    );
    expect(state.questions[1]?.logic?.conditions[0]).toEqual({
      questionId: "var:total",
      operator: "equals",
    });
    state = applyAll(state, { type: "renameVariable", index: 0, name: "price" });
    expect(state.questions[1]?.logic?.conditions[0]?.questionId).toBe("var:price");
    expect(new Set(state.settings.calculations.rules.map((rule) => rule.variable))).toEqual(
      new Set(["price"]),
    );
    state = applyAll(state, { type: "removeVariable", index: 0 });
    expect(state.questions[1]?.logic).toBeNull();
    expect(state.settings.calculations).toEqual({ variables: [], rules: [], endings: [] });
  });

  it("starts a rule on the first option or on the answer; a text variable is only set", () => {
    const state = calculator();
    const variables = [
      { name: "total", kind: "number" as const, start: 0 },
      { name: "label", kind: "text" as const, start: "" },
    ];
    const [size, quantity] = state.questions;
    const rule = createRule(size!, variables);
    expect(rule).toMatchObject({ option: "Small", variable: "total", operation: "add", value: 0 });
    expect(createRule(quantity!, variables)).toMatchObject({ option: null, value: null });
    expect(changeRule(rule!, { variable: "label" }, variables)).toMatchObject({
      operation: "set",
      value: "0",
    });
  });
});
