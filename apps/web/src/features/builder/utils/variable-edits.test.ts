import type { Calculations, QuestionDraft } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { draft } from "./test-drafts";
import {
  changeVariableKind,
  createVariable,
  removeVariable,
  renameVariable,
} from "./variable-edits";

const calculations: Calculations = {
  variables: [
    { name: "total", kind: "number", start: 0 },
    { name: "label", kind: "text", start: "" },
  ],
  rules: [
    { questionId: "q1", option: "A", variable: "total", operation: "add", value: 5 },
    { questionId: "q1", option: "B", variable: "label", operation: "set", value: "Bee" },
  ],
  endings: [
    {
      message: "Total {{var:total}}, {{var:total|none}} for {{var:label}}",
      redirectUrl: null,
      logic: {
        match: "all",
        conditions: [
          { questionId: "var:total", operator: "greaterThan", value: 10 },
          { questionId: "q1", operator: "equals", value: "A" },
        ],
      },
    },
  ],
};

const questions: QuestionDraft[] = [
  draft({ key: "q1", questionType: "multipleChoice", options: ["A", "B"] }),
  draft({
    key: "q2",
    logic: {
      match: "all",
      conditions: [{ questionId: "var:total", operator: "lessThan", value: 3 }],
    },
  }),
];

describe("variable edits", () => {
  it("renames a variable in the rules, the endings' conditions and text, and question logic", () => {
    const next = renameVariable({ questions, calculations }, 0, "price");
    expect(next.calculations.variables[0]?.name).toBe("price");
    expect(next.calculations.rules.map((rule) => rule.variable)).toEqual(["price", "label"]);
    const [ending] = next.calculations.endings;
    expect(ending?.message).toBe("Total {{var:price}}, {{var:price|none}} for {{var:label}}");
    expect(ending?.logic.conditions.map((c) => c.questionId)).toEqual(["var:price", "q1"]);
    expect(next.questions[1]?.logic?.conditions[0]?.questionId).toBe("var:price");
  });

  it("leaves the references alone when the new name is another variable's", () => {
    const next = renameVariable({ questions, calculations }, 0, "label");
    expect(next.calculations.variables.map((v) => v.name)).toEqual(["label", "label"]);
    expect(next.calculations.rules[0]?.variable).toBe("total");
    expect(next.questions).toBe(questions);
  });

  it("removes a variable with its rules and conditions; logic left empty goes", () => {
    const next = removeVariable({ questions, calculations }, 0);
    expect(next.calculations.variables.map((v) => v.name)).toEqual(["label"]);
    expect(next.calculations.rules).toEqual([calculations.rules[1]]);
    expect(next.calculations.endings[0]?.logic.conditions).toEqual([
      { questionId: "q1", operator: "equals", value: "A" },
    ]);
    expect(next.questions[1]?.logic).toBeNull();
  });

  it("names a new variable apart from the others and keeps a start value across kinds", () => {
    expect(createVariable([]).name).toBe("score");
    expect(createVariable(calculations.variables)).toEqual({
      name: "variable3",
      kind: "number",
      start: 0,
    });
    const text = changeVariableKind({ name: "n", kind: "number", start: 4 }, "text");
    expect(text.start).toBe("4");
    expect(changeVariableKind(text, "number").start).toBe(4);
    expect(changeVariableKind({ name: "t", kind: "text", start: "abc" }, "number").start).toBe(0);
  });
});
