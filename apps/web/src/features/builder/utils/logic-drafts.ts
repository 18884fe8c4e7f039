import {
  type FormVariable,
  HIDDEN_FIELD_TYPE,
  LOGIC_MESSAGES,
  type LogicCondition,
  type LogicOperator,
  type LogicValue,
  MAX_CONDITIONS,
  operatorsFor,
  operatorTakesValue,
  type QuestionDraft,
  type Result,
  refuse,
  succeed,
  toHiddenFieldReference,
  toVariableReference,
  VARIABLE_NAME_PATTERN,
  valueKindFor,
} from "@formloom/shared";
import { createQuestion } from "./question-drafts";

// The builder's pure actions on an item's logic ("Show this when all/any of these hold").
// A condition names an earlier question by its stored _id, or by its key before it is saved; a
// hidden field of the form by "hidden:<name>", read as a text question would be; a variable by
// "var:<name>", read as a number or text question would be.

type Items = readonly QuestionDraft[];
type HiddenFields = readonly string[];
type Variables = readonly FormVariable[];

/** A hidden field as a condition's target: a text question keyed by its reference. */
export function toHiddenFieldTarget(name: string): QuestionDraft {
  return {
    ...createQuestion(),
    key: toHiddenFieldReference(name),
    questionType: HIDDEN_FIELD_TYPE,
    questionText: name,
  };
}

/** A variable as a condition's target: a number or text question keyed by its reference. */
export function toVariableTarget(variable: FormVariable): QuestionDraft {
  return {
    ...createQuestion(),
    key: toVariableReference(variable.name),
    questionType: variable.kind === "number" ? "number" : "text",
    questionText: variable.name,
  };
}

const variableTargets = (variables: Variables) =>
  variables.filter((variable) => VARIABLE_NAME_PATTERN.test(variable.name)).map(toVariableTarget);

/** How a condition names a question: its _id once stored, its client key before. */
export function referenceOf(question: Pick<QuestionDraft, "key" | "_id">): string {
  return question._id ?? question.key;
}

/**
 * What a condition of the item at `index` may read: the questions above it (no section, no
 * consent: no operator reads them), then
 * the form's hidden fields, then its variables.
 */
export function findConditionTargets(
  items: Items,
  index: number,
  hiddenFields: HiddenFields = [],
  variables: Variables = [],
): QuestionDraft[] {
  return [
    ...items
      .slice(0, Math.max(0, index))
      .filter((item) => operatorsFor(item.questionType).length > 0),
    ...hiddenFields.filter((name) => name.trim() !== "").map(toHiddenFieldTarget),
    ...variableTargets(variables),
  ];
}

export function findConditionTarget(
  items: Items,
  questionId: string,
  hiddenFields: HiddenFields = [],
  variables: Variables = [],
): QuestionDraft | undefined {
  return (
    items.find((item) => item._id === questionId || item.key === questionId) ??
    [...hiddenFields.map(toHiddenFieldTarget), ...variableTargets(variables)].find(
      (target) => target.key === questionId,
    )
  );
}

// An option question starts from its first option; other values start blank for the owner.
function defaultValue(target: QuestionDraft, operator: LogicOperator): LogicValue | undefined {
  if (!operatorTakesValue(operator)) return undefined;
  return valueKindFor(target.questionType) === "option" ? target.options[0] : undefined;
}

export function createCondition(target: QuestionDraft): LogicCondition {
  const operator = operatorsFor(target.questionType)[0] ?? "answered";
  const value = defaultValue(target, operator);
  return { questionId: referenceOf(target), operator, ...(value === undefined ? {} : { value }) };
}

function replaceAt(items: Items, index: number, item: QuestionDraft): QuestionDraft[] {
  return items.map((other, i) => (i === index ? item : other));
}

/**
 * Adds a condition on the nearest question above (the likeliest one), else on the first hidden
 * field, starting the logic when the item has none. Refused at the limit, or when nothing can be
 * read.
 */
export function addCondition(
  items: Items,
  index: number,
  hiddenFields: HiddenFields = [],
  variables: Variables = [],
): Result<QuestionDraft[]> {
  const item = items[index];
  if (item === undefined) return succeed([...items]);
  const conditions = item.logic?.conditions ?? [];
  if (conditions.length >= MAX_CONDITIONS) return refuse(LOGIC_MESSAGES.tooManyConditions);
  const target =
    findConditionTargets(items, index).at(-1) ??
    findConditionTargets([], 0, hiddenFields, variables)[0];
  if (target === undefined) return refuse(LOGIC_MESSAGES.noEarlierQuestion);
  const logic = {
    match: item.logic?.match ?? "all",
    conditions: [...conditions, createCondition(target)],
  };
  return succeed(replaceAt(items, index, { ...item, logic }));
}

/** Removing the last condition removes the logic: the item is then always shown. */
export function removeCondition(question: QuestionDraft, conditionIndex: number): QuestionDraft {
  if (!question.logic) return question;
  const conditions = question.logic.conditions.filter((_, i) => i !== conditionIndex);
  return { ...question, logic: conditions.length > 0 ? { ...question.logic, conditions } : null };
}

export function removeLogic(question: QuestionDraft): QuestionDraft {
  return { ...question, logic: null };
}

export function setLogicMatch(question: QuestionDraft, match: "all" | "any"): QuestionDraft {
  return question.logic ? { ...question, logic: { ...question.logic, match } } : question;
}

export type ConditionChange =
  | { questionId: string }
  | { operator: LogicOperator }
  | { value: LogicValue | undefined };

/** One change to a condition that may read `targets`; `target` is the one it reads now. */
export function applyConditionChange(
  targets: readonly QuestionDraft[],
  target: QuestionDraft | undefined,
  condition: LogicCondition,
  change: ConditionChange,
): Result<LogicCondition> {
  if ("questionId" in change) {
    const target = targets.find(
      (item) => referenceOf(item) === change.questionId || item.key === change.questionId,
    );
    if (target === undefined) return refuse(LOGIC_MESSAGES.referenceNotBefore);
    // Another question: its own comparisons and values, from the start.
    return succeed(createCondition(target));
  }
  if ("operator" in change) {
    const { value: _value, ...rest } = condition;
    if (!operatorTakesValue(change.operator))
      return succeed({ ...rest, operator: change.operator });
    const value =
      operatorTakesValue(condition.operator) && condition.value !== undefined
        ? condition.value
        : target && defaultValue(target, change.operator);
    return succeed({
      ...rest,
      operator: change.operator,
      ...(value === undefined ? {} : { value }),
    });
  }
  const { value: _value, ...rest } = condition;
  return succeed(change.value === undefined ? rest : { ...rest, value: change.value });
}

/** Changes one condition's question (resetting its comparison and value), comparison or value. */
export function changeCondition(
  items: Items,
  index: number,
  conditionIndex: number,
  change: ConditionChange,
  hiddenFields: HiddenFields = [],
  variables: Variables = [],
): Result<QuestionDraft[]> {
  const item = items[index];
  const condition = item?.logic?.conditions[conditionIndex];
  if (item?.logic == null || condition === undefined) return succeed([...items]);
  const result = applyConditionChange(
    findConditionTargets(items, index, hiddenFields, variables),
    findConditionTarget(items, condition.questionId, hiddenFields, variables),
    condition,
    change,
  );
  if (!result.ok) return result;
  const conditions = item.logic.conditions.map((other, i) =>
    i === conditionIndex ? result.value : other,
  );
  return succeed(replaceAt(items, index, { ...item, logic: { ...item.logic, conditions } }));
}
