import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import type { AnswerIssue } from "./answer-issues";
import type { Question } from "./entities";
import { checkPhoneAnswer } from "./typed-answer-rules";

// Phone numbers through libphonenumber's min metadata (lengths per country, no number types).
// Not exported from the index: the public page loads it only with a phone question's control,
// and the server runs it on every phone answer (respondent-rules.ts checks the E.164 shape).

/** The countries a phone question offers, as ISO 3166 alpha-2 codes. */
export function phoneCountries(): readonly string[] {
  return getCountries();
}

export function isPhoneCountry(code: string): boolean {
  return isSupportedCountry(code);
}

/** "+33" for "FR". */
export function callingCodeOf(country: string): string {
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : "";
}

/**
 * What a respondent typed, in E.164 ("+33612345678"), or null when no country numbers so. A
 * number written without "+" is read in `country`'s national format.
 */
export function toE164(input: string, country?: string): string | null {
  const defaultCountry =
    country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country an E.164 number belongs to, when one country alone uses its prefix. */
export function countryOfPhone(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/** "+33 6 12 34 56 78" for "+33612345678": a stored number as people read it. */
export function formatPhoneInternational(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}

/** A stored answer: E.164, and a number some country gives out. */
export function checkPhoneNumber(value: unknown): AnswerIssue | null {
  return (
    checkPhoneAnswer(value) ??
    (toE164(value as string) === value ? null : { code: "PHONE_INVALID" })
  );
}

/**
 * The phone answers libphonenumber refuses, keyed by question id, beside the issues the shared
 * rules found (an answer they refused already keeps its issue).
 */
export function findPhoneIssues(
  questions: readonly Pick<Question, "_id" | "questionType">[],
  answers: Readonly<Record<string, unknown>>,
  found: Readonly<Record<string, AnswerIssue>>,
): Record<string, AnswerIssue> {
  const issues: Record<string, AnswerIssue> = Object.create(null);
  for (const question of questions) {
    const value = answers[question._id];
    if (question.questionType !== "phone" || found[question._id] || typeof value !== "string") {
      continue;
    }
    const issue = checkPhoneNumber(value);
    if (issue) issues[question._id] = issue;
  }
  return issues;
}
