import {
  HIDDEN_FIELD_TYPE,
  isSection,
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
  valueKindFor,
} from "@formloom/shared";
import { createQuestion } from "./question-drafts";

// The builder's pure actions on an item's logic ("Show this when all/any of these hold").
// A condition names an earlier question by its stored _id, or by its key before it is saved; a
// hidden field of the form by "hidden:<name>", read as a text question would be.

type Items = readonly QuestionDraft[];
type HiddenFields = readonly string[];

/** A hidden field as a condition's target: a text question keyed by its reference. */
export function toHiddenFieldTarget(name: string): QuestionDraft {
  return {
    ...createQuestion(),
    key: toHiddenFieldReference(name),
    questionType: HIDDEN_FIELD_TYPE,
    questionText: name,
  };
}

/** How a condition names a question: its _id once stored, its client key before. */
export function referenceOf(question: Pick<QuestionDraft, "key" | "_id">): string {
  return question._id ?? question.key;
}

/**
 * What a condition of the item at `index` may read: the questions above it (no section), then
 * the form's hidden fields.
 */
export function findConditionTargets(
  items: Items,
  index: number,
  hiddenFields: HiddenFields = [],
): QuestionDraft[] {
  return [
    ...items.slice(0, Math.max(0, index)).filter((item) => !isSection(item)),
    ...hiddenFields.filter((name) => name.trim() !== "").map(toHiddenFieldTarget),
  ];
}

export function findConditionTarget(
  items: Items,
  questionId: string,
  hiddenFields: HiddenFields = [],
): QuestionDraft | undefined {
  return (
    items.find((item) => item._id === questionId || item.key === questionId) ??
    hiddenFields.map(toHiddenFieldTarget).find((target) => target.key === questionId)
  );
}

// An option question starts from its first option; other values start blank for the owner.
function defaultValue(target: QuestionDraft, operator: LogicOperator): LogicValue | undefined {
  if (!operatorTakesValue(operator)) return undefined;
  return valueKindFor(target.questionType) === "option" ? target.options[0] : undefined;
}

function createCondition(target: QuestionDraft): LogicCondition {
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
): Result<QuestionDraft[]> {
  const item = items[index];
  if (item === undefined) return succeed([...items]);
  const conditions = item.logic?.conditions ?? [];
  if (conditions.length >= MAX_CONDITIONS) return refuse(LOGIC_MESSAGES.tooManyConditions);
  const target =
    findConditionTargets(items, index).at(-1) ?? findConditionTargets([], 0, hiddenFields)[0];
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

function applyChange(
  items: Items,
  { index, hiddenFields }: { index: number; hiddenFields: HiddenFields },
  condition: LogicCondition,
  change: ConditionChange,
): Result<LogicCondition> {
  if ("questionId" in change) {
    const target = findConditionTargets(items, index, hiddenFields).find(
      (item) => referenceOf(item) === change.questionId || item.key === change.questionId,
    );
    if (target === undefined) return refuse(LOGIC_MESSAGES.referenceNotBefore);
    // Another question: its own comparisons and values, from the start.
    return succeed(createCondition(target));
  }
  const target = findConditionTarget(items, condition.questionId, hiddenFields);
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
): Result<QuestionDraft[]> {
  const item = items[index];
  const condition = item?.logic?.conditions[conditionIndex];
  if (item?.logic == null || condition === undefined) return succeed([...items]);
  const result = applyChange(items, { index, hiddenFields }, condition, change);
  if (!result.ok) return result;
  const conditions = item.logic.conditions.map((other, i) =>
    i === conditionIndex ? result.value : other,
  );
  return succeed(replaceAt(items, index, { ...item, logic: { ...item.logic, conditions } }));
}
