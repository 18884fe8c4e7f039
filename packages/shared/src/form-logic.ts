import { isAnswerMissing } from "./answer-presence";
import type { Ending } from "./calculation-schemas";
import type {
  AnswerValue,
  Logic,
  LogicCondition,
  LogicOperator,
  LogicValue,
  Question,
  QuestionType,
} from "./entities";
import { readHiddenFieldReference } from "./hidden-field-reference";
import type { HiddenValues } from "./hidden-fields";
import { CALCULATION_MESSAGES, HIDDEN_FIELD_MESSAGES, LOGIC_MESSAGES } from "./messages";
import { readVariableReference } from "./variable-reference";

// Pages and conditional logic. One evaluator for the browser (which questions to show) and the
// server (which answers to accept, require, score and count): they must never disagree.
//
// An item is shown when its section is shown and its own conditions hold. A condition reads
// only answers to questions shown before it, so what a respondent cannot see never decides
// what they see next. A condition may also read a hidden field of the link: it is known before
// the first question, and compares as a text answer. And it may read a form variable
// (calculations.ts) as the questions shown before it have left it: a number variable compares
// as a number answer, a text one as a text answer. Reading only what came before rules out cycles.

export type LogicItem = Pick<Question, "_id" | "questionType" | "logic">;
export type AnswerLookup = Readonly<Record<string, AnswerValue | undefined>>;

export function isSection(item: Pick<Question, "questionType">): boolean {
  return item.questionType === "section";
}

const ANSWERED_ONLY: readonly LogicOperator[] = ["answered", "notAnswered"];
const COMPARABLE: readonly LogicOperator[] = [
  "equals",
  "notEquals",
  "greaterThan",
  "lessThan",
  ...ANSWERED_ONLY,
];

const OPERATORS_BY_TYPE: Record<QuestionType, readonly LogicOperator[]> = {
  text: ["equals", "notEquals", "contains", ...ANSWERED_ONLY],
  paragraph: ["equals", "notEquals", "contains", ...ANSWERED_ONLY],
  email: ["equals", "notEquals", "contains", ...ANSWERED_ONLY],
  multipleChoice: ["equals", "notEquals", ...ANSWERED_ONLY],
  dropdown: ["equals", "notEquals", ...ANSWERED_ONLY],
  checkbox: ["equals", "notEquals", "contains", ...ANSWERED_ONLY],
  imageChoice: ["equals", "notEquals", "contains", ...ANSWERED_ONLY],
  number: COMPARABLE,
  rating: COMPARABLE,
  linearScale: COMPARABLE,
  date: COMPARABLE,
  file: ANSWERED_ONLY,
  signature: ANSWERED_ONLY,
  matrix: ANSWERED_ONLY,
  ranking: ANSWERED_ONLY,
  phone: ["equals", "notEquals", "contains", ...ANSWERED_ONLY],
  // A consent is always given when the form is sent: no condition reads it.
  consent: [],
  address: ANSWERED_ONLY,
  section: [],
};

/** The comparisons a condition on a question of this type may use, in the builder's order. */
export function operatorsFor(type: QuestionType): readonly LogicOperator[] {
  return OPERATORS_BY_TYPE[type];
}

export function operatorTakesValue(operator: LogicOperator): boolean {
  return operator !== "answered" && operator !== "notAnswered";
}

export type ValueKind = "option" | "text" | "number" | "date";

/** What a condition's value is for a question of this type: an option, a text, a number, a date. */
export function valueKindFor(type: QuestionType): ValueKind {
  const isPicked = ["multipleChoice", "dropdown", "checkbox", "imageChoice"].includes(type);
  if (isPicked) return "option";
  if (type === "number" || type === "rating" || type === "linearScale") return "number";
  if (type === "date") return "date";
  return "text";
}

function normalizeText(value: string): string {
  return value.trim().toLocaleLowerCase();
}

function toNumber(value: AnswerValue | LogicValue): number | null {
  const number = typeof value === "number" ? value : Number(value);
  return typeof value === "string" && value.trim() === ""
    ? null
    : Number.isFinite(number)
      ? number
      : null;
}

// -1, 0 or 1 comparing an answer with a condition's value; null when they cannot be compared.
function compare(type: QuestionType, answer: AnswerValue, value: LogicValue): number | null {
  if (Array.isArray(answer)) return null;
  if (valueKindFor(type) === "number") {
    const given = toNumber(answer);
    const wanted = toNumber(value);
    if (given === null || wanted === null) return null;
    return Math.sign(given - wanted);
  }
  const given = String(answer);
  const wanted = String(value);
  if (type === "date") return given < wanted ? -1 : given > wanted ? 1 : 0;
  return normalizeText(given) === normalizeText(wanted) ? 0 : null;
}

function isEqual(type: QuestionType, answer: AnswerValue, value: LogicValue): boolean {
  // Ticked boxes equal a value when that option alone is ticked.
  if (Array.isArray(answer)) return answer.length === 1 && answer[0] === String(value);
  if (valueKindFor(type) === "option") return answer === String(value);
  return compare(type, answer, value) === 0;
}

function contains(answer: AnswerValue, value: LogicValue): boolean {
  if (Array.isArray(answer)) return answer.includes(String(value));
  return normalizeText(String(answer)).includes(normalizeText(String(value)));
}

/** One condition, given the referenced question's type and its answer (undefined when none). */
export function isConditionMet(
  type: QuestionType,
  condition: Pick<LogicCondition, "operator" | "value">,
  answer: AnswerValue | undefined,
): boolean {
  const { operator, value } = condition;
  const missing = isAnswerMissing(answer);
  if (operator === "answered") return !missing;
  if (operator === "notAnswered") return missing;
  if (operator === "notEquals") {
    return missing || value === undefined || !isEqual(type, answer as AnswerValue, value);
  }
  if (missing || value === undefined) return false;
  const given = answer as AnswerValue;
  switch (operator) {
    case "equals":
      return isEqual(type, given, value);
    case "contains":
      return contains(given, value);
    case "greaterThan":
      return compare(type, given, value) === 1;
    case "lessThan":
      return compare(type, given, value) === -1;
  }
}

/** A hidden field compares as a text answer does. */
export const HIDDEN_FIELD_TYPE: QuestionType = "text";

/** What a variable compares as: its type and its value at this point of the form. */
export type VariableReading = { type: QuestionType; value: AnswerValue | undefined };

/**
 * The form's variables as the evaluator walks the items (calculations.ts makes one): `read`
 * gives a variable's value so far, `answer` applies a shown question's rules to it.
 */
export type VariableSteps = {
  read(name: string): VariableReading | undefined;
  answer(item: LogicItem, answer: AnswerValue | undefined): void;
};

/** Whether a logic block holds, reading answers of shown questions, hidden fields, variables. */
export function isLogicMet(
  logic: Pick<Logic, "match" | "conditions">,
  typeOf: ReadonlyMap<string, QuestionType>,
  shownAnswers: AnswerLookup,
  hiddenValues: HiddenValues,
  variables?: VariableSteps,
): boolean {
  const results = logic.conditions.map((condition) => {
    const variableName = readVariableReference(condition.questionId);
    if (variableName !== null) {
      const reading = variables?.read(variableName);
      // A variable the form does not have holds nothing, as a missing question does.
      if (reading === undefined) return false;
      return isConditionMet(reading.type, condition, reading.value);
    }
    const hiddenName = readHiddenFieldReference(condition.questionId);
    if (hiddenName !== null) {
      const value = Object.hasOwn(hiddenValues, hiddenName) ? hiddenValues[hiddenName] : undefined;
      return isConditionMet(HIDDEN_FIELD_TYPE, condition, value);
    }
    const type = typeOf.get(condition.questionId);
    // A condition on a question the form does not have (never saved so) holds nothing.
    if (type === undefined) return false;
    return isConditionMet(type, condition, shownAnswers[condition.questionId]);
  });
  return logic.match === "all" ? results.every(Boolean) : results.some(Boolean);
}

/**
 * The ids of the items (questions and sections) the respondent sees with these answers and the
 * link's hidden field values. Items are read in order; a hidden section hides every question up
 * to the next section.
 */
export function findShownItemIds(
  items: readonly LogicItem[],
  answers: AnswerLookup,
  hiddenValues: HiddenValues = {},
  variables?: VariableSteps,
): Set<string> {
  const shown = new Set<string>();
  const typeOf = new Map<string, QuestionType>();
  const shownAnswers: Record<string, AnswerValue | undefined> = Object.create(null);
  let isSectionShown = true;
  for (const item of items) {
    const holds =
      item.logic === null || isLogicMet(item.logic, typeOf, shownAnswers, hiddenValues, variables);
    if (isSection(item)) {
      isSectionShown = holds;
      if (holds) shown.add(item._id);
      continue;
    }
    typeOf.set(item._id, item.questionType);
    if (isSectionShown && holds) {
      shown.add(item._id);
      shownAnswers[item._id] = answers[item._id];
      variables?.answer(item, answers[item._id]);
    }
  }
  return shown;
}

/** Whether any item of the form carries logic (the summary then counts who saw what). */
export function hasLogic(items: readonly LogicItem[]): boolean {
  return items.some((item) => item.logic !== null);
}

export type Page<T> = { section: T | null; questions: T[] };

/**
 * The pages a respondent steps through: questions before the first section make a page of
 * their own (without a title); each section starts a page. A form without sections is one page.
 */
export function splitIntoPages<T extends Pick<Question, "questionType">>(
  items: readonly T[],
): Page<T>[] {
  const pages: Page<T>[] = [];
  let current: Page<T> = { section: null, questions: [] };
  for (const item of items) {
    if (isSection(item)) {
      if (current.section !== null || current.questions.length > 0) pages.push(current);
      current = { section: item, questions: [] };
    } else {
      current.questions.push(item);
    }
  }
  pages.push(current);
  return pages;
}

// ---- The builder's rules for logic: what a saved form may hold. ----

/** An item as the builder saves it: referred to by its `_id` when stored, else by its `key`. */
export type LogicDraftItem = Pick<Question, "questionType" | "options" | "questionText"> & {
  key?: string;
  _id?: string;
  logic: Logic | null;
};

export type LogicIssue = { index: number; conditionIndex: number; message: string };

function refersTo(item: Pick<LogicDraftItem, "key" | "_id">, reference: string): boolean {
  return item._id === reference || item.key === reference;
}

function checkConditionValue(
  target: Pick<LogicDraftItem, "questionType" | "options">,
  condition: LogicCondition,
): string | null {
  if (!operatorTakesValue(condition.operator)) return null;
  const { value } = condition;
  if (value === undefined || (typeof value === "string" && value.trim() === "")) {
    return LOGIC_MESSAGES.valueRequired;
  }
  const kind = valueKindFor(target.questionType);
  if (kind === "option") {
    return target.options.includes(String(value)) ? null : LOGIC_MESSAGES.valueNotAnOption;
  }
  if (kind === "number") return toNumber(value) === null ? LOGIC_MESSAGES.valueNotANumber : null;
  if (kind === "date") {
    return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? null
      : LOGIC_MESSAGES.valueNotADate;
  }
  return null;
}

/**
 * Every condition must refer to a question (not a section) that comes before its item, or to
 * one of the form's hidden fields, with a comparison and a value that fit. Referring only
 * backwards also rules out cycles.
 */
export function findLogicIssues(
  items: readonly LogicDraftItem[],
  /** Undefined when the draft keeps the form's fields: the server checks the names then. */
  hiddenFields?: readonly string[],
  /** The form's variables by name; undefined when the draft keeps its settings (the server checks). */
  variableTypes?: ReadonlyMap<string, QuestionType>,
): LogicIssue[] {
  const issues: LogicIssue[] = [];
  items.forEach((item, index) => {
    item.logic?.conditions.forEach((condition, conditionIndex) => {
      const message = checkAnyCondition(items, index, condition, { hiddenFields, variableTypes });
      if (message) issues.push({ index, conditionIndex, message });
    });
  });
  return issues;
}

/** One condition of the item at `index` (items.length for what comes after every item). */
export function checkAnyCondition(
  items: readonly LogicDraftItem[],
  index: number,
  condition: LogicCondition,
  {
    hiddenFields,
    variableTypes,
  }: { hiddenFields?: readonly string[]; variableTypes?: ReadonlyMap<string, QuestionType> },
): string | null {
  const variableName = readVariableReference(condition.questionId);
  if (variableName !== null) return checkVariableCondition(variableTypes, variableName, condition);
  const hiddenName = readHiddenFieldReference(condition.questionId);
  return hiddenName === null
    ? checkCondition(items, index, condition)
    : checkHiddenFieldCondition(hiddenFields, hiddenName, condition);
}

function checkVariableCondition(
  variableTypes: ReadonlyMap<string, QuestionType> | undefined,
  name: string,
  condition: LogicCondition,
): string | null {
  if (variableTypes === undefined) return null;
  const type = variableTypes.get(name);
  if (type === undefined) return CALCULATION_MESSAGES.variableUnknown(name);
  if (!operatorsFor(type).includes(condition.operator)) return LOGIC_MESSAGES.operatorNotForType;
  return checkConditionValue({ questionType: type, options: [] }, condition);
}

function checkCondition(
  items: readonly LogicDraftItem[],
  index: number,
  condition: LogicCondition,
): string | null {
  const targetIndex = items.findIndex((other) => refersTo(other, condition.questionId));
  const target = items[targetIndex];
  if (target === undefined) return LOGIC_MESSAGES.referenceMissing;
  if (targetIndex >= index) return LOGIC_MESSAGES.referenceNotBefore;
  if (isSection(target)) return LOGIC_MESSAGES.referenceIsSection;
  if (!operatorsFor(target.questionType).includes(condition.operator)) {
    return LOGIC_MESSAGES.operatorNotForType;
  }
  return checkConditionValue(target, condition);
}

function checkHiddenFieldCondition(
  hiddenFields: readonly string[] | undefined,
  name: string,
  condition: LogicCondition,
): string | null {
  if (hiddenFields !== undefined && !hiddenFields.includes(name))
    return HIDDEN_FIELD_MESSAGES.referenceMissing;
  if (!operatorsFor(HIDDEN_FIELD_TYPE).includes(condition.operator)) {
    return LOGIC_MESSAGES.operatorNotForType;
  }
  return checkConditionValue({ questionType: HIDDEN_FIELD_TYPE, options: [] }, condition);
}

/**
 * Before the builder removes an item: the message to show if a later item's logic, or an
 * ending's condition, still refers to it, or null when it can go.
 */
export function findReferenceBlockingRemoval(
  items: readonly LogicDraftItem[],
  index: number,
  endings: readonly Pick<Ending, "logic">[] = [],
): string | null {
  const removed = items[index];
  if (removed === undefined) return null;
  const readsRemoved = (logic: LogicDraftItem["logic"]) =>
    logic?.conditions.some((condition) => refersTo(removed, condition.questionId)) ?? false;
  if (items.some((item) => readsRemoved(item.logic))) {
    return LOGIC_MESSAGES.questionStillReferenced(removed.questionText);
  }
  if (endings.some((ending) => readsRemoved(ending.logic))) {
    return CALCULATION_MESSAGES.questionInEnding(removed.questionText);
  }
  return null;
}
