import type { CalculationRule, Calculations, Ending } from "./calculation-schemas";
import type { AnswerValue, Question, QuestionType } from "./entities";
import {
  type AnswerLookup,
  findShownItemIds,
  isLogicMet,
  isSection,
  type LogicItem,
  type VariableSteps,
} from "./form-logic";
import type { HiddenValues } from "./hidden-fields";
import { formatPipingToken, replacePipingTokens } from "./piping-tokens";

// Calculations and endings: the one evaluator of a form's variables, run by the public page (to
// show an ending) and by the server (the value it stores, exports and sends). Variables start at
// their start value; each question the respondent sees, in the form's order, applies its rules:
// a ticked or chosen option's rules with the option's value, a number, rating or scale answer's
// rules with the answer. Logic reads variables as the questions before it left them, so the
// order is the form's and nothing can loop. No zod here: the public page loads this on demand.

export type VariableValue = number | string;
export type VariableValues = Record<string, VariableValue>;

export type CalculatedItem = LogicItem & Pick<Question, "options">;
export type CalculatedForm = {
  questions: readonly CalculatedItem[];
  calculations: Calculations;
};

// Numbers stay finite, within what an answer may hold, and rounded to a millionth, so 0.1 + 0.2
// reads 0.3 and every reader (JSON, SQL, a spreadsheet) gets the same value; never -0.
const LIMIT = 1_000_000_000_000_000;
function tidy(value: number): number {
  if (Number.isNaN(value)) return 0;
  const bounded = Math.min(LIMIT, Math.max(-LIMIT, value));
  const rounded = Math.round(bounded * 1_000_000) / 1_000_000;
  return rounded === 0 ? 0 : rounded;
}

function toOperand(value: AnswerValue | VariableValue | null): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function applyToNumber(current: number, rule: CalculationRule, operand: number): number {
  switch (rule.operation) {
    case "add":
      return tidy(current + operand);
    case "subtract":
      return tidy(current - operand);
    case "multiply":
      return tidy(current * operand);
    case "set":
      return tidy(operand);
  }
}

/** The operand a rule takes from this answer, or undefined when the answer does not trigger it. */
function operandOf(
  rule: CalculationRule,
  answer: AnswerValue,
): AnswerValue | VariableValue | undefined {
  if (rule.option === null) return Array.isArray(answer) ? undefined : answer;
  const chosen = Array.isArray(answer) ? answer.includes(rule.option) : answer === rule.option;
  return chosen && rule.value !== null ? rule.value : undefined;
}

function isGiven(answer: AnswerValue | undefined): answer is AnswerValue {
  if (answer === undefined) return false;
  if (Array.isArray(answer)) return answer.length > 0;
  return typeof answer !== "string" || answer.trim() !== "";
}

export function startValues(calculations: Calculations): VariableValues {
  const values: VariableValues = Object.create(null);
  for (const variable of calculations.variables) {
    values[variable.name] =
      variable.kind === "number" ? tidy(toOperand(variable.start) ?? 0) : String(variable.start);
  }
  return values;
}

export function variableTypes(calculations: Calculations): Map<string, QuestionType> {
  return new Map(
    calculations.variables.map((variable) => [
      variable.name,
      variable.kind === "number" ? "number" : "text",
    ]),
  );
}

/** Steps that apply the form's rules as findShownItemIds walks its items; `values` as they go. */
export function createVariableSteps(
  calculations: Calculations,
): VariableSteps & { values: VariableValues } {
  const values = startValues(calculations);
  const types = variableTypes(calculations);
  const rulesOf = new Map<string, CalculationRule[]>();
  for (const rule of calculations.rules) {
    rulesOf.set(rule.questionId, [...(rulesOf.get(rule.questionId) ?? []), rule]);
  }
  return {
    values,
    read: (name) => {
      const type = types.get(name);
      return type === undefined ? undefined : { type, value: values[name] };
    },
    answer: (item, answer) => {
      if (!isGiven(answer)) return;
      for (const rule of rulesOf.get(item._id) ?? []) {
        const type = types.get(rule.variable);
        const operand = operandOf(rule, answer);
        if (type === undefined || operand === undefined) continue;
        if (type === "text") {
          if (rule.operation === "set") values[rule.variable] = String(operand);
          continue;
        }
        const number = toOperand(operand);
        const current = values[rule.variable];
        if (number !== null && typeof current === "number") {
          values[rule.variable] = applyToNumber(current, rule, number);
        }
      }
    },
  };
}

export type Calculated = {
  variables: VariableValues;
  /** The questions and sections the respondent saw. */
  shown: Set<string>;
  /** The index of the ending whose condition holds first; null for the default one. */
  ending: number | null;
};

/**
 * The form's variables and ending for these answers and the link's hidden values. The browser
 * shows them; the server stores them. Answers to hidden questions change nothing.
 */
export function computeVariables(
  form: CalculatedForm,
  answers: AnswerLookup,
  hiddenValues: HiddenValues = {},
): Calculated {
  const steps = createVariableSteps(form.calculations);
  const shown = findShownItemIds(form.questions, answers, hiddenValues, steps);
  const typeOf = new Map<string, QuestionType>();
  const shownAnswers: Record<string, AnswerValue | undefined> = Object.create(null);
  for (const item of form.questions) {
    if (isSection(item)) continue;
    typeOf.set(item._id, item.questionType);
    if (shown.has(item._id)) shownAnswers[item._id] = answers[item._id];
  }
  const ending = chooseEnding(form.calculations.endings, (logic) =>
    isLogicMet(logic, typeOf, shownAnswers, hiddenValues, steps),
  );
  return { variables: steps.values, shown, ending };
}

function chooseEnding(
  endings: readonly Ending[],
  holds: (logic: Ending["logic"]) => boolean,
): number | null {
  const index = endings.findIndex((ending) => holds(ending.logic));
  return index === -1 ? null : index;
}

/** Whether the form computes anything: the server skips the evaluator otherwise. */
export function hasCalculations(calculations: Calculations | undefined): boolean {
  return (
    calculations !== undefined &&
    (calculations.variables.length > 0 || calculations.endings.length > 0)
  );
}

/** A text with each `{{var:<name>}}` as the variable's value; other tokens stay as written. */
export function fillVariables(text: string, variables: VariableValues, language?: string): string {
  return replacePipingTokens(text, (token) =>
    token.kind === "var"
      ? formatVariable(variables[token.reference], language)
      : formatPipingToken(token),
  );
}

/** A variable's value as an ending's text shows it. */
export function formatVariable(value: VariableValue | undefined, language?: string): string {
  if (value === undefined) return "";
  return typeof value === "number" ? value.toLocaleString(language) : value;
}
