import { findTextPipingIssue, type PipingItem } from "./answer-piping";
import type { CalculationRule, Calculations, Ending } from "./calculation-schemas";
import { variableTypes } from "./calculations";
import type { ErrorCode } from "./error-codes";
import { checkAnyCondition, type LogicDraftItem } from "./form-logic";
import { CALCULATION_MESSAGES, SETTINGS_MESSAGES } from "./messages";
import { findPipingTokens, formatPipingToken } from "./piping-tokens";
import { readVariableReference } from "./variable-reference";
import { hasSpaceOrControl, isWebAddress } from "./web-address";

// What a form's calculations may hold, for the builder and the server alike: every rule names a
// variable of the right type and a question (or option) the form has; every condition of an
// ending or a question names what it may; an ending's text shows only variables the form has.
// The form's order rules out cycles (calculations.ts), so there is nothing more to check.

export type CalculationItem = LogicDraftItem & PipingItem;

export type CalculationIssue = {
  code: Extract<
    ErrorCode,
    "VARIABLE_UNKNOWN" | "VARIABLE_WRONG_TYPE" | "CALCULATION_INVALID" | "PIPING_TOKEN_INVALID"
  >;
  path: (string | number)[];
  message: string;
};

const CHOICE_TYPES = new Set(["multipleChoice", "dropdown", "checkbox"]);
const NUMBER_TYPES = new Set(["number", "rating", "linearScale"]);

function refersTo(item: Pick<LogicDraftItem, "_id" | "key">, reference: string): boolean {
  return item._id === reference || item.key === reference;
}

function variableIssues(calculations: Calculations): CalculationIssue[] {
  const seen = new Set<string>();
  return calculations.variables.flatMap((variable, index): CalculationIssue[] => {
    const path = ["settings", "calculations", "variables", index];
    if (seen.has(variable.name)) {
      return [
        { code: "CALCULATION_INVALID", path, message: CALCULATION_MESSAGES.variableNameTaken },
      ];
    }
    seen.add(variable.name);
    const isNumber = typeof variable.start === "number";
    return isNumber === (variable.kind === "number")
      ? []
      : [{ code: "VARIABLE_WRONG_TYPE", path, message: CALCULATION_MESSAGES.startWrongType }];
  });
}

function ruleIssue(
  items: readonly CalculationItem[],
  rule: CalculationRule,
  types: ReturnType<typeof variableTypes>,
): Omit<CalculationIssue, "path"> | null {
  const type = types.get(rule.variable);
  if (type === undefined) {
    return {
      code: "VARIABLE_UNKNOWN",
      message: CALCULATION_MESSAGES.variableUnknown(rule.variable),
    };
  }
  const question = items.find((item) => refersTo(item, rule.questionId));
  if (!question || question.questionType === "section") {
    return { code: "CALCULATION_INVALID", message: CALCULATION_MESSAGES.ruleQuestionMissing };
  }
  if (CHOICE_TYPES.has(question.questionType)) {
    if (rule.option === null || rule.value === null) {
      return { code: "CALCULATION_INVALID", message: CALCULATION_MESSAGES.ruleNeedsOption };
    }
    if (!question.options.includes(rule.option)) {
      return { code: "CALCULATION_INVALID", message: CALCULATION_MESSAGES.ruleOptionMissing };
    }
  } else if (rule.option !== null || !NUMBER_TYPES.has(question.questionType)) {
    return { code: "CALCULATION_INVALID", message: CALCULATION_MESSAGES.ruleNeedsNumberAnswer };
  }
  if (type === "text" && rule.operation !== "set") {
    return {
      code: "VARIABLE_WRONG_TYPE",
      message: CALCULATION_MESSAGES.ruleWrongType(rule.variable),
    };
  }
  if (type === "number" && rule.value !== null && typeof rule.value !== "number") {
    return {
      code: "VARIABLE_WRONG_TYPE",
      message: CALCULATION_MESSAGES.ruleValueNotANumber(rule.variable),
    };
  }
  return null;
}

type Context = {
  items: readonly CalculationItem[];
  hiddenFields: readonly string[] | undefined;
  types: ReturnType<typeof variableTypes>;
};

function conditionIssues(
  logic: NonNullable<LogicDraftItem["logic"]>,
  index: number,
  path: (string | number)[],
  { items, hiddenFields, types }: Context,
  onlyVariables: boolean,
): CalculationIssue[] {
  return logic.conditions.flatMap((condition, conditionIndex): CalculationIssue[] => {
    const name = readVariableReference(condition.questionId);
    if (onlyVariables && name === null) return [];
    const at = [...path, "logic", "conditions", conditionIndex];
    if (name !== null && !types.has(name)) {
      return [
        { code: "VARIABLE_UNKNOWN", path: at, message: CALCULATION_MESSAGES.variableUnknown(name) },
      ];
    }
    const message = checkAnyCondition(items, index, condition, {
      hiddenFields,
      variableTypes: types,
    });
    return message ? [{ code: "CALCULATION_INVALID", path: at, message }] : [];
  });
}

function endingTextIssue(text: string, context: Context): Omit<CalculationIssue, "path"> | null {
  for (const token of findPipingTokens(text)) {
    if (token.kind === "var") {
      if (context.types.has(token.reference)) continue;
      return {
        code: "VARIABLE_UNKNOWN",
        message: CALCULATION_MESSAGES.variableUnknown(token.reference),
      };
    }
    const message = findTextPipingIssue(formatPipingToken(token), context.items.length, context);
    if (message) return { code: "PIPING_TOKEN_INVALID", message };
  }
  return null;
}

function endingIssues(endings: readonly Ending[], context: Context): CalculationIssue[] {
  return endings.flatMap((ending, index) => {
    const path = ["settings", "calculations", "endings", index];
    const issues = conditionIssues(ending.logic, context.items.length, path, context, false);
    const textIssue = endingTextIssue(ending.message, context);
    if (textIssue) issues.push({ ...textIssue, path: [...path, "message"] });
    const url = ending.redirectUrl;
    if (url !== null && url !== "" && (hasSpaceOrControl(url) || !isWebAddress(url, ["https:"]))) {
      issues.push({
        code: "CALCULATION_INVALID",
        path: [...path, "redirectUrl"],
        message: SETTINGS_MESSAGES.redirectUrlNotHttps,
      });
    }
    return issues;
  });
}

/** Every issue of a form's calculations, and of its questions' conditions on variables. */
export function findCalculationIssues(
  items: readonly CalculationItem[],
  calculations: Calculations,
  /** Undefined when the draft keeps the form's fields: the server checks the names then. */
  hiddenFields?: readonly string[],
): CalculationIssue[] {
  const context = { items, hiddenFields, types: variableTypes(calculations) };
  const ruleIssues = calculations.rules.flatMap((rule, index): CalculationIssue[] => {
    const issue = ruleIssue(items, rule, context.types);
    return issue ? [{ ...issue, path: ["settings", "calculations", "rules", index] }] : [];
  });
  const logicIssues = items.flatMap((item, index) =>
    item.logic ? conditionIssues(item.logic, index, ["questions", index], context, true) : [],
  );
  return [
    ...variableIssues(calculations),
    ...ruleIssues,
    ...logicIssues,
    ...endingIssues(calculations.endings, context),
  ];
}
