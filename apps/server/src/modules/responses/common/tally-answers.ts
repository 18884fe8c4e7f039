import {
  ADDRESS_PARTS,
  type AnswerValue,
  addressPartOf,
  findShownItemIds,
  type HiddenValues,
  isSection,
  type LogicItem,
  type Question,
  type QuestionType,
  type VariableSteps,
} from "@formloom/shared";
import { countryOfPhone } from "@formloom/shared/phone-numbers";

// What one response adds to the answer tallies, the counters the summary reads instead of the
// responses. Every answered question counts once under the empty key; then each value the
// summary needs: a chosen option or rating, a scale value, a number or a date as given, a grid's
// (row, column) pair, a ranking's (option, position) pair, a phone number's country (ISO
// alpha-2, never blank). Options are never blank, so no key
// clashes with the empty one; pairs are JSON arrays, which no option, number or date looks like.
// A question that logic may hide (its own, or its section's) also counts once under SEEN_KEY
// for each response that saw it: the base of its percentages. Options are trimmed and no
// number, date or pair starts with a space, so no value clashes with it.

export type Tally = { questionId: string; option: string };

export const SEEN_KEY = " seen";

/**
 * The questions whose visibility depends on logic: their own, or their section's (a hidden
 * section hides its questions). Sections are never counted themselves.
 */
export function findLogicDependentIds(items: readonly LogicItem[]): Set<string> {
  const dependent = new Set<string>();
  let isSectionConditional = false;
  for (const item of items) {
    if (isSection(item)) {
      isSectionConditional = item.logic !== null;
      continue;
    }
    if (isSectionConditional || item.logic !== null) dependent.add(item._id);
  }
  return dependent;
}

export function gridTallyKey(row: string, column: string): string {
  return JSON.stringify([row, column]);
}

export function rankingTallyKey(option: string, position: number): string {
  return JSON.stringify([option, position]);
}

/** The two halves of a pair key, or null for a key that is not one. */
export function parsePairKey(key: string): [string, string | number] | null {
  if (!key.startsWith("[")) return null;
  try {
    const pair: unknown = JSON.parse(key);
    const isPair =
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === "string" &&
      (typeof pair[1] === "string" || typeof pair[1] === "number");
    return isPair ? (pair as [string, string | number]) : null;
  } catch {
    return null;
  }
}

/**
 * Which values of each type's answers are counted: each value as given, a grid's (row, column)
 * pairs, a ranking's (option, position) pairs, a phone number's country, or none (only that it was answered). Every type
 * must say, so a new question type is a type error until it is decided here; the filtered
 * summary takes apart exactly the types this counts.
 */
const VALUE_TALLY: Record<
  QuestionType,
  "value" | "gridPair" | "rankingPair" | "phoneCountry" | "addressCountry" | null
> = {
  multipleChoice: "value",
  checkbox: "value",
  imageChoice: "value",
  dropdown: "value",
  rating: "value",
  linearScale: "value",
  number: "value",
  date: "value",
  matrix: "gridPair",
  ranking: "rankingPair",
  text: null,
  paragraph: null,
  email: null,
  file: null,
  phone: "phoneCountry",
  // A consent's answered count is how many agreed.
  consent: null,
  // An address counts its country (an ISO code), when it names one.
  address: "addressCountry",
  // The summary counts the responses signed.
  signature: null,
  section: null,
};

/** Where an address answer holds its country (1-based, as the database numbers list entries). */
export const ADDRESS_COUNTRY_POSITION = ADDRESS_PARTS.indexOf("country") + 1;

/** Whether the summary counts the values of this type's answers, not only that they were given. */
export function talliesValues(type: QuestionType): boolean {
  return VALUE_TALLY[type] !== null;
}

/** A number's country, none for one no single country gives out (+800 and the like). */
export function phoneCountryKeys(answer: unknown): string[] {
  const country = typeof answer === "string" ? countryOfPhone(answer) : null;
  return country ? [country] : [];
}

function valueKeys(question: Question, answer: unknown): string[] {
  switch (VALUE_TALLY[question.questionType]) {
    case "value":
      return Array.isArray(answer) ? answer.map(String) : [String(answer)];
    case "gridPair":
      return (answer as string[]).flatMap((column, index) => {
        const row = question.rows[index];
        return column === "" || row === undefined ? [] : [gridTallyKey(row, column)];
      });
    case "rankingPair":
      return (answer as string[]).map((option, index) => rankingTallyKey(option, index + 1));
    case "phoneCountry":
      return phoneCountryKeys(answer);
    case "addressCountry": {
      const country = addressPartOf(answer, "country");
      return country === "" ? [] : [country];
    }
    default:
      return [];
  }
}

/**
 * The tallies of one response's answers, which have passed the form's answer rules (so no
 * hidden question and no section has one), and the "seen" tally of each logic-dependent
 * question the respondent was shown.
 */
export function tallyAnswers(
  questions: readonly Question[],
  answers: readonly { questionId: string; answer: AnswerValue }[],
  hiddenValues: HiddenValues = {},
  /** The form's variables (calculations.ts), when its logic reads them. */
  variables?: VariableSteps,
): Tally[] {
  const byId = new Map(questions.map((question) => [question._id, question]));
  const answered: Tally[] = [];
  for (const { questionId, answer } of answers) {
    const question = byId.get(questionId);
    if (!question || isSection(question)) continue;
    answered.push({ questionId, option: "" });
    for (const option of valueKeys(question, answer)) answered.push({ questionId, option });
  }
  const dependent = findLogicDependentIds(questions);
  if (dependent.size === 0) return answered;
  const byQuestion: Record<string, AnswerValue> = Object.create(null);
  for (const { questionId, answer } of answers) byQuestion[questionId] = answer;
  const shown = findShownItemIds(questions, byQuestion, hiddenValues, variables);
  const seen = [...dependent]
    .filter((questionId) => shown.has(questionId))
    .map((questionId) => ({ questionId, option: SEEN_KEY }));
  return [...answered, ...seen];
}
