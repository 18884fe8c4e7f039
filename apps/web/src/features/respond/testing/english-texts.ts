import { textsIn } from "../i18n/use-respond-text";
import { type AnswerError, describeAnswerError } from "../utils/describe-answer-error";

/** The page's texts in English, its source language, as a test reads what a respondent sees. */
export const englishTexts = textsIn("en");

/** Each question's error as the English page words it. */
export function wordedInEnglish(errors: Record<string, AnswerError>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [id, describeAnswerError(error, englishTexts)]),
  );
}
