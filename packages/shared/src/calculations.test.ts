import { describe, expect, it } from "vitest";
import { findCalculationIssues } from "./calculation-issues";
import type { Calculations } from "./calculation-schemas";
import { computeVariables } from "./calculations";
import type { Logic, LogicOperator, Question, QuestionType } from "./entities";
import { findShownItemIds } from "./form-logic";
import { EMPTY_TYPE_FIELDS, QUESTION_BEHAVIOUR_DEFAULTS } from "./question-types";
import { findAnswerErrors } from "./respondent-rules";

function item(id: string, questionType: QuestionType, overrides: Partial<Question> = {}): Question {
  const isChoice = ["multipleChoice", "dropdown", "checkbox"].includes(questionType);
  return {
    _id: id,
    questionType,
    questionText: `Question ${id}`,
    required: false,
    correctAnswer: [],
    validations: {},
    options: isChoice ? ["A", "B", "C"] : [],
    maxRating: questionType === "rating" ? 5 : null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    ...overrides,
  };
}

const when = (questionId: string, operator: LogicOperator, value?: string | number): Logic => ({
  match: "all",
  conditions: [{ questionId, operator, ...(value === undefined ? {} : { value }) }],
});

// A price calculator: a size sets the base price, extras add to it, a quantity multiplies it.
const questions = [
  item("size", "multipleChoice", { options: ["Small", "Large"] }),
  item("extras", "checkbox", { options: ["Lid", "Handle"] }),
  item("quantity", "number"),
  item("page2", "section", { logic: when("var:total", "greaterThan", 100) }),
  item("note", "text"),
];
const calculations: Calculations = {
  variables: [
    { name: "total", kind: "number", start: 0 },
    { name: "label", kind: "text", start: "none" },
  ],
  rules: [
    { questionId: "size", option: "Small", variable: "total", operation: "set", value: 10 },
    { questionId: "size", option: "Large", variable: "total", operation: "set", value: 25.5 },
    { questionId: "size", option: "Large", variable: "label", operation: "set", value: "big" },
    { questionId: "extras", option: "Lid", variable: "total", operation: "add", value: 0.1 },
    { questionId: "extras", option: "Handle", variable: "total", operation: "add", value: 0.2 },
    { questionId: "quantity", option: null, variable: "total", operation: "multiply", value: null },
  ],
  endings: [
    {
      message: "Big order: {{var:total}}",
      redirectUrl: null,
      logic: when("var:total", "greaterThan", 100),
    },
    { message: "Small", redirectUrl: null, logic: when("var:total", "lessThan", 20) },
  ],
};
const form = { questions, calculations };

describe("computeVariables", () => {
  it("applies each shown answer's rules in the form's order", () => {
    const result = computeVariables(form, {
      size: "Large",
      extras: ["Lid", "Handle"],
      quantity: 2,
    });
    expect(result.variables).toEqual({ total: 51.6, label: "big" });
    expect(result.ending).toBeNull();
  });

  it("keeps start values without answers, and rounds to a millionth", () => {
    expect(computeVariables(form, {}).variables).toEqual({ total: 0, label: "none" });
    const result = computeVariables(form, { size: "Small", extras: ["Lid", "Handle"] });
    expect(result.variables.total).toBe(10.3);
    expect(result.ending).toBe(1);
  });

  it("shows a page and picks an ending by a variable", () => {
    const answers = { size: "Large", quantity: 10, note: "thanks" };
    const result = computeVariables(form, answers);
    expect(result.variables.total).toBe(255);
    expect(result.shown.has("note")).toBe(true);
    expect(result.ending).toBe(0);
    expect(computeVariables(form, { size: "Small", note: "x" }).shown.has("note")).toBe(false);
  });

  it("ignores answers to hidden questions", () => {
    const hidden = [item("a", "number"), item("b", "number", { logic: when("a", "answered") })];
    const rules: Calculations["rules"] = [
      { questionId: "b", option: null, variable: "n", operation: "add", value: null },
    ];
    const variables: Calculations["variables"] = [{ name: "n", kind: "number", start: 1 }];
    const result = computeVariables(
      { questions: hidden, calculations: { variables, rules, endings: [] } },
      { b: 5 },
    );
    expect(result.variables.n).toBe(1);
  });

  it("without variables, logic on one holds nothing and the server refuses its answers", () => {
    expect(findShownItemIds(questions, { size: "Large", quantity: 10 }).has("note")).toBe(false);
    const errors = findAnswerErrors(questions, { note: "x" }, () => true);
    expect(errors.note?.code).toBe("HIDDEN_QUESTION_ANSWERED");
  });
});

describe("findCalculationIssues", () => {
  it("accepts a well-formed calculator", () => {
    expect(findCalculationIssues(questions, calculations, [])).toEqual([]);
  });

  it("refuses an unknown variable with its code", () => {
    const broken = {
      ...calculations,
      rules: [{ ...calculations.rules[0], variable: "price" }] as Calculations["rules"],
    };
    expect(findCalculationIssues(questions, broken, [])).toEqual([
      {
        code: "VARIABLE_UNKNOWN",
        path: ["settings", "calculations", "rules", 0],
        message: 'The form has no variable "price"',
      },
    ]);
    const text = {
      ...calculations,
      endings: [{ ...calculations.endings[0], message: "{{var:x}}" }],
    };
    expect(findCalculationIssues(questions, text as Calculations, [])[0]?.code).toBe(
      "VARIABLE_UNKNOWN",
    );
  });

  it("refuses arithmetic on a text variable and a text for a number", () => {
    const rules: Calculations["rules"] = [
      { questionId: "size", option: "Small", variable: "label", operation: "add", value: "x" },
      { questionId: "size", option: "Small", variable: "total", operation: "add", value: "x" },
    ];
    const codes = findCalculationIssues(questions, { ...calculations, rules }, []).map(
      (issue) => issue.code,
    );
    expect(codes).toEqual(["VARIABLE_WRONG_TYPE", "VARIABLE_WRONG_TYPE"]);
  });

  it("refuses a rule on a missing option, a text answer, or a section", () => {
    const rules: Calculations["rules"] = [
      { questionId: "size", option: "Huge", variable: "total", operation: "set", value: 1 },
      { questionId: "note", option: null, variable: "total", operation: "set", value: null },
      { questionId: "page2", option: null, variable: "total", operation: "set", value: null },
    ];
    const issues = findCalculationIssues(questions, { ...calculations, rules }, []);
    expect(issues.map((issue) => issue.code)).toEqual([
      "CALCULATION_INVALID",
      "CALCULATION_INVALID",
      "CALCULATION_INVALID",
    ]);
  });

  it("refuses a condition on an unknown variable, in a question's logic or an ending's", () => {
    const later = [...questions, item("x", "text", { logic: when("var:nope", "answered") })];
    expect(findCalculationIssues(later, calculations, [])[0]).toMatchObject({
      code: "VARIABLE_UNKNOWN",
      path: ["questions", 5, "logic", "conditions", 0],
    });
  });

  it("refuses two variables of one name, and a start value of the other type", () => {
    const variables: Calculations["variables"] = [
      { name: "total", kind: "number", start: "zero" },
      { name: "total", kind: "number", start: 0 },
    ];
    const issues = findCalculationIssues(questions, { ...calculations, variables }, []);
    expect(issues.map((issue) => issue.code).slice(0, 2)).toEqual([
      "VARIABLE_WRONG_TYPE",
      "CALCULATION_INVALID",
    ]);
  });
});
