import { regexes } from "zod/v4/core";
import { addressPartMax, addressPartModes } from "./address";
import type { AnswerIssue } from "./answer-issues";
import { ADDRESS_PARTS, PHONE_ANSWER_MAX } from "./constants";
import { isCountryCode } from "./countries";
import type { PublicQuestion, QuestionValidations } from "./entities";

// The answer rules of the types beyond SPEC §3, one function each. An answer reaching them
// is present (respondent-rules.ts handles missing and required answers). They use zod's patterns
// but build no schema: the public page runs them, and zod's schemas would weigh more than it.

type ScaleQuestion = Pick<PublicQuestion, "scaleMin" | "scaleMax">;
type GridQuestion = Pick<PublicQuestion, "rows" | "options" | "required">;

export function checkEmailAnswer(value: unknown): AnswerIssue | null {
  const isEmail = typeof value === "string" && regexes.email.test(value.trim());
  return isEmail ? null : { code: "INVALID_EMAIL" };
}

export function checkNumberAnswer(
  value: unknown,
  validations: QuestionValidations,
): AnswerIssue | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return { code: "NOT_A_NUMBER" };
  const { min, max, integer } = validations;
  if (integer && !Number.isInteger(value)) return { code: "NOT_A_WHOLE_NUMBER" };
  if (min !== undefined && value < min) return { code: "NUMBER_BELOW_MIN", params: { min } };
  if (max !== undefined && value > max) return { code: "NUMBER_ABOVE_MAX", params: { max } };
  return null;
}

/** A calendar date as YYYY-MM-DD, as `z.iso.date()` accepts it (the same pattern). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && regexes.date.test(value);
}

export function isDateWithinBounds(date: string, validations: QuestionValidations): boolean {
  const { minDate, maxDate } = validations;
  // YYYY-MM-DD strings order as the dates they name.
  return (minDate === undefined || date >= minDate) && (maxDate === undefined || date <= maxDate);
}

export function checkDateAnswer(
  value: unknown,
  validations: QuestionValidations,
): AnswerIssue | null {
  if (!isIsoDate(value)) return { code: "INVALID_DATE" };
  const date = value;
  if (isDateWithinBounds(date, validations)) return null;
  const { minDate, maxDate } = validations;
  return minDate !== undefined && date < minDate
    ? { code: "DATE_BEFORE_MIN", params: { min: minDate } }
    : { code: "DATE_AFTER_MAX", params: { max: maxDate ?? date } };
}

export function checkScaleAnswer(
  value: unknown,
  { scaleMin, scaleMax }: ScaleQuestion,
): AnswerIssue | null {
  const min = scaleMin ?? 0;
  const max = scaleMax ?? 0;
  const isOnScale =
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
  return isOnScale ? null : { code: "SCALE_OUT_OF_RANGE", params: { min, max } };
}

// One entry per row: a column, or "" for a row left unanswered (never in a required grid).
export function checkGridAnswer(
  value: unknown,
  { rows, options, required }: GridQuestion,
): AnswerIssue | null {
  const isShaped =
    Array.isArray(value) &&
    value.length === rows.length &&
    value.every((entry) => entry === "" || (typeof entry === "string" && options.includes(entry)));
  if (!isShaped) return { code: "GRID_COLUMN_INVALID" };
  return required && value.includes("") ? { code: "GRID_ROWS_UNANSWERED" } : null;
}

// A ranking holds every option exactly once.
export function checkRankingAnswer(value: unknown, options: readonly string[]): AnswerIssue | null {
  const isComplete =
    Array.isArray(value) &&
    value.length === options.length &&
    new Set(value).size === options.length &&
    value.every((entry) => typeof entry === "string" && options.includes(entry));
  return isComplete ? null : { code: "RANKING_INCOMPLETE" };
}

// "+", a country code that does not start with 0, then the number: at most 15 digits in all.
const E164 = /^\+[1-9]\d{5,14}$/;

/**
 * A phone answer is stored in E.164 ("+33612345678"). This is its shape only: whether a country
 * numbers so is libphonenumber's to say (phone-numbers.ts), which the public page loads only
 * with a phone question's control and the server runs on every phone answer.
 */
export function checkPhoneAnswer(value: unknown): AnswerIssue | null {
  const isE164 = typeof value === "string" && value.length <= PHONE_ANSWER_MAX && E164.test(value);
  return isE164 ? null : { code: "PHONE_INVALID" };
}

// A consent answer is the legal text the respondent agreed to, as the form's version holds it:
// the response then records exactly what was agreed to without a second shape of answer (a
// string is what every other part stores, exports and filters), and a version's texts never
// change, so the version and this text name it for good. The response's language says which
// translation was on screen. A text that differs means the page showed an older one.
export function checkConsentAnswer(value: unknown, legalText: string): AnswerIssue | null {
  return value === legalText ? null : { code: "CONSENT_TEXT_CHANGED" };
}

/**
 * An address answer is its six parts in order (address.ts). Once any part is given, every part
 * the owner requires must be; a part the question does not ask stays empty; each part keeps to
 * its length, and the country is a code of the list. The question's own `required` only asks
 * that the address is not left empty (respondent-rules.ts).
 */
export function checkAddressAnswer(
  value: unknown,
  validations: Pick<QuestionValidations, "addressParts">,
): AnswerIssue | null {
  const isList =
    Array.isArray(value) &&
    value.length === ADDRESS_PARTS.length &&
    value.every((part) => typeof part === "string");
  if (!isList) return { code: "ADDRESS_INVALID" };
  const modes = addressPartModes(validations);
  let isIncomplete = false;
  for (const [index, part] of ADDRESS_PARTS.entries()) {
    const text = value[index] as string;
    const isEmpty = text.trim() === "";
    if (modes[part] === "hidden" && !isEmpty) return { code: "ADDRESS_INVALID" };
    if (text.length > addressPartMax(part)) return { code: "ADDRESS_INVALID" };
    if (part === "country" && !isEmpty && !isCountryCode(text)) {
      return { code: "ADDRESS_COUNTRY_INVALID" };
    }
    if (modes[part] === "required" && isEmpty) isIncomplete = true;
  }
  return isIncomplete ? { code: "ADDRESS_INCOMPLETE" } : null;
}

/**
 * An image choice is answered as checkboxes are, with the chosen options' labels: a list of
 * distinct options, of one label at most unless the question lets the respondent pick several.
 */
export function checkImageChoiceAnswer(
  value: unknown,
  question: Pick<PublicQuestion, "options" | "validations">,
): AnswerIssue | null {
  const isList =
    Array.isArray(value) &&
    value.every((item) => typeof item === "string" && question.options.includes(item)) &&
    new Set(value).size === value.length;
  if (!isList) return { code: "OPTION_INVALID" };
  return value.length > 1 && !question.validations.multiple ? { code: "IMAGE_CHOICE_ONE" } : null;
}
