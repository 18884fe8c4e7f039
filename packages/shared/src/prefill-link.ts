import { TEXT_ANSWER_MAX } from "./constants";
import type { AnswerValue, Question } from "./entities";

// A prefilled link opens the public form with some answers filled in:
// /forms/{id}/view?prefill.<questionId>=value, repeated for each ticked checkbox. The respondent
// can still change them, and the server checks them like any answer when the form is submitted.
// A consent is never prefilled: agreeing is the respondent's own act, so no link ticks it.

export const PREFILL_PARAM_PREFIX = "prefill.";

type PrefillQuestion = Pick<
  Question,
  "_id" | "questionType" | "options" | "maxRating" | "scaleMin" | "scaleMax" | "validations"
>;

/**
 * Reads a phone number in E.164, a national one in `country`; null for one no country gives
 * out. libphonenumber's (phone-numbers.ts), passed in so this file stays light on the public page.
 */
export type PhoneReader = (value: string, country?: string) => string | null;

export type PrefillOptions = { readPhone?: PhoneReader };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function toWholeNumberWithin(value: string, min: number, max: number): number | undefined {
  if (!/^-?\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Whether a prefilled link can carry an answer to this type (not files, consents, grids or
 * rankings).
 */
export function canPrefill(questionType: Question["questionType"]): boolean {
  return PREFILL_READERS[questionType] !== undefined;
}

type PrefillReader = (
  question: PrefillQuestion,
  values: string[],
  options: PrefillOptions,
) => AnswerValue | undefined;

const readText: PrefillReader = (_question, [value]) =>
  value !== undefined && value.trim() !== "" ? value.slice(0, TEXT_ANSWER_MAX) : undefined;

// Each reader turns the link's values into the answer the question's control holds, or nothing
// when they do not fit the question (an option it does not have, a rating beyond its stars).
const PREFILL_READERS: Partial<Record<Question["questionType"], PrefillReader>> = {
  text: readText,
  paragraph: readText,
  email: readText,
  multipleChoice: (question, [value]) =>
    value !== undefined && question.options.includes(value) ? value : undefined,
  dropdown: (question, [value]) =>
    value !== undefined && question.options.includes(value) ? value : undefined,
  checkbox: (question, values) => {
    const picked = question.options.filter((option) => values.includes(option));
    return picked.length > 0 ? picked : undefined;
  },
  number: (_question, [value]) => {
    if (value === undefined || value.trim() === "") return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  },
  date: (_question, [value]) => (value !== undefined && isCalendarDate(value) ? value : undefined),
  rating: (question, [value]) =>
    value === undefined ? undefined : toWholeNumberWithin(value, 1, question.maxRating ?? 0),
  linearScale: (question, [value]) =>
    value === undefined || question.scaleMin === null || question.scaleMax === null
      ? undefined
      : toWholeNumberWithin(value, question.scaleMin, question.scaleMax),
  // In E.164, read in the question's country when written without "+"; left out without a reader.
  phone: (question, [value], { readPhone }) =>
    value === undefined || !readPhone
      ? undefined
      : (readPhone(value.slice(0, TEXT_ANSWER_MAX), question.validations.defaultCountry) ??
        undefined),
};

/**
 * The answers a link's query carries, keyed by question _id. Unknown ids, types a link cannot
 * fill and values that do not fit the question are left out; so are phone numbers without
 * `options.readPhone`.
 */
export function readPrefilledAnswers(
  questions: readonly PrefillQuestion[],
  params: URLSearchParams,
  options: PrefillOptions = {},
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const question of questions) {
    const reader = PREFILL_READERS[question.questionType];
    const values = params.getAll(`${PREFILL_PARAM_PREFIX}${question._id}`);
    if (!reader || values.length === 0) continue;
    const answer = reader(question, values, options);
    if (answer !== undefined) answers[question._id] = answer;
  }
  return answers;
}

/** The query string (with its "?") that prefills these answers; empty answers are left out. */
export function toPrefillQuery(answers: Readonly<Record<string, AnswerValue | undefined>>): string {
  const params = new URLSearchParams();
  for (const [questionId, answer] of Object.entries(answers)) {
    const values = Array.isArray(answer) ? answer : answer === undefined ? [] : [String(answer)];
    for (const value of values) {
      if (value.trim() !== "") params.append(`${PREFILL_PARAM_PREFIX}${questionId}`, value);
    }
  }
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
