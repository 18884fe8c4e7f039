import { DEFAULT_FORM_SETTINGS, formDraftSchema, type Result } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { applyBuilderAction, type BuilderState, toSaveBody } from "./builder-state";
import { findConditionTargets } from "./logic-drafts";
import { createFirstQuestion, createQuestion } from "./question-drafts";

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`unexpected refusal: ${result.message}`);
  return result.value;
}

const STATE: BuilderState = {
  title: "Newsletter",
  description: "",
  questions: [
    { ...createFirstQuestion(() => 1), key: "name" },
    { ...createQuestion(() => 2), key: "article", questionText: "Which article?" },
  ],
  hiddenFields: ["utm_source"],
  settings: DEFAULT_FORM_SETTINGS,
};

describe("logic on hidden fields in the builder", () => {
  it("offers the form's hidden fields after the questions above", () => {
    const targets = findConditionTargets(STATE.questions, 1, ["utm_source", ""]);
    expect(targets.map((target) => target.key)).toEqual(["name", "hidden:utm_source"]);
  });

  it("lets the first question read a hidden field, saved as hidden:<name>", () => {
    const state = unwrap(applyBuilderAction(STATE, { type: "addCondition", key: "name" }));
    expect(state.questions[0]?.logic?.conditions).toEqual([
      { questionId: "hidden:utm_source", operator: "equals" },
    ]);
    const chosen = unwrap(
      applyBuilderAction(state, {
        type: "changeCondition",
        key: "name",
        conditionIndex: 0,
        change: { value: "news" },
      }),
    );
    const body = toSaveBody(chosen);
    expect(formDraftSchema.safeParse(body).success).toBe(true);
    const renamed = { ...body, hiddenFields: ["utm_medium"] };
    expect(formDraftSchema.safeParse(renamed).error?.issues[0]?.path).toEqual([
      "questions",
      0,
      "logic",
      "conditions",
      0,
    ]);
  });
});
