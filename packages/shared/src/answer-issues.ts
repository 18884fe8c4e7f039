import { RESPONDENT_MESSAGES } from "./messages";

// What is wrong with an answer, as a stable code and its parameters: the rules say it, and each
// page renders it in its language. No zod here: the public form page reads this module.

export type AnswerIssue =
  | { code: "REQUIRED" }
  /** Not the kind of value the question takes (text for a file, a number for a text). */
  | { code: "ANSWER_INVALID" }
  | { code: "TOO_SHORT"; params: { min: number } }
  | { code: "TOO_LONG"; params: { max: number } }
  /** `message` is the admin's own error message for the pattern, shown as given. */
  | { code: "PATTERN_MISMATCH"; params?: { message: string } }
  | { code: "OPTION_INVALID" }
  | { code: "RATING_OUT_OF_RANGE"; params: { max: number } }
  | { code: "INVALID_EMAIL" }
  | { code: "NOT_A_NUMBER" }
  | { code: "NOT_A_WHOLE_NUMBER" }
  | { code: "NUMBER_BELOW_MIN"; params: { min: number } }
  | { code: "NUMBER_ABOVE_MAX"; params: { max: number } }
  | { code: "INVALID_DATE" }
  /** Dates as YYYY-MM-DD. */
  | { code: "DATE_BEFORE_MIN"; params: { min: string } }
  | { code: "DATE_AFTER_MAX"; params: { max: string } }
  | { code: "SCALE_OUT_OF_RANGE"; params: { min: number; max: number } }
  | { code: "GRID_COLUMN_INVALID" }
  | { code: "GRID_ROWS_UNANSWERED" }
  | { code: "RANKING_INCOMPLETE" }
  /** More than one picture chosen where the image choice takes one. */
  | { code: "IMAGE_CHOICE_ONE" }
  /** Not a phone number in E.164 form, or one no country numbers so. */
  | { code: "PHONE_INVALID" }
  /** A consent question is always required: its box left unticked. */
  | { code: "CONSENT_REQUIRED" }
  /** The agreed text is not the question's legal text (it changed since the page opened). */
  | { code: "CONSENT_TEXT_CHANGED" }
  /** An address answered without one of the parts its question requires. */
  | { code: "ADDRESS_INCOMPLETE" }
  /** Not six parts, a part too long, or an answer to a part the question does not ask. */
  | { code: "ADDRESS_INVALID" }
  /** The country is not an ISO code of the list (countries.ts). */
  | { code: "ADDRESS_COUNTRY_INVALID" }
  | { code: "FILE_TOO_LARGE"; params: { maxBytes: number } }
  | { code: "FILE_TYPE_INVALID" }
  | { code: "UPLOAD_FAILED" }
  /** The uploaded file a file answer names is gone, or belongs to another answer. */
  | { code: "FILE_UNAVAILABLE" }
  | { code: "SECTION_ANSWERED" }
  | { code: "HIDDEN_QUESTION_ANSWERED" }
  | { code: "UNKNOWN_QUESTION" };

export type AnswerIssueCode = AnswerIssue["code"];

type IssueOf<Code extends AnswerIssueCode> = Extract<AnswerIssue, { code: Code }>;

// Typed per code, so a code without its English text does not compile.
const ENGLISH: { [Code in AnswerIssueCode]: (issue: IssueOf<Code>) => string } = {
  REQUIRED: () => RESPONDENT_MESSAGES.requiredUnanswered,
  ANSWER_INVALID: () => RESPONDENT_MESSAGES.answerInvalid,
  TOO_SHORT: ({ params }) => RESPONDENT_MESSAGES.answerTooShort(params.min),
  TOO_LONG: ({ params }) => RESPONDENT_MESSAGES.answerLongerThan(params.max),
  PATTERN_MISMATCH: ({ params }) => params?.message || RESPONDENT_MESSAGES.invalidInput,
  OPTION_INVALID: () => RESPONDENT_MESSAGES.optionInvalid,
  RATING_OUT_OF_RANGE: ({ params }) => RESPONDENT_MESSAGES.ratingInvalid(params.max),
  INVALID_EMAIL: () => RESPONDENT_MESSAGES.emailInvalid,
  NOT_A_NUMBER: () => RESPONDENT_MESSAGES.numberInvalid,
  NOT_A_WHOLE_NUMBER: () => RESPONDENT_MESSAGES.numberNotInteger,
  NUMBER_BELOW_MIN: ({ params }) => RESPONDENT_MESSAGES.numberTooSmall(params.min),
  NUMBER_ABOVE_MAX: ({ params }) => RESPONDENT_MESSAGES.numberTooLarge(params.max),
  INVALID_DATE: () => RESPONDENT_MESSAGES.dateInvalid,
  DATE_BEFORE_MIN: ({ params }) => RESPONDENT_MESSAGES.dateTooEarly(params.min),
  DATE_AFTER_MAX: ({ params }) => RESPONDENT_MESSAGES.dateTooLate(params.max),
  SCALE_OUT_OF_RANGE: ({ params }) => RESPONDENT_MESSAGES.scaleInvalid(params.min, params.max),
  GRID_COLUMN_INVALID: () => RESPONDENT_MESSAGES.gridInvalid,
  GRID_ROWS_UNANSWERED: () => RESPONDENT_MESSAGES.gridRowsUnanswered,
  RANKING_INCOMPLETE: () => RESPONDENT_MESSAGES.rankingIncomplete,
  IMAGE_CHOICE_ONE: () => RESPONDENT_MESSAGES.imageChoiceOne,
  PHONE_INVALID: () => RESPONDENT_MESSAGES.phoneInvalid,
  CONSENT_REQUIRED: () => RESPONDENT_MESSAGES.consentRequired,
  CONSENT_TEXT_CHANGED: () => RESPONDENT_MESSAGES.consentTextChanged,
  ADDRESS_INCOMPLETE: () => RESPONDENT_MESSAGES.addressIncomplete,
  ADDRESS_INVALID: () => RESPONDENT_MESSAGES.addressInvalid,
  ADDRESS_COUNTRY_INVALID: () => RESPONDENT_MESSAGES.addressCountryInvalid,
  FILE_TOO_LARGE: () => RESPONDENT_MESSAGES.fileTooLarge,
  FILE_TYPE_INVALID: () => RESPONDENT_MESSAGES.fileTypeInvalid,
  UPLOAD_FAILED: () => RESPONDENT_MESSAGES.uploadFailed,
  FILE_UNAVAILABLE: () => RESPONDENT_MESSAGES.fileUnavailable,
  SECTION_ANSWERED: () => RESPONDENT_MESSAGES.sectionAnswered,
  HIDDEN_QUESTION_ANSWERED: () => RESPONDENT_MESSAGES.hiddenQuestionAnswered,
  UNKNOWN_QUESTION: () => RESPONDENT_MESSAGES.unknownQuestion,
};

export const ANSWER_ISSUE_CODES = Object.keys(ENGLISH) as [AnswerIssueCode, ...AnswerIssueCode[]];

/** The English text of an issue: what the rules said before they spoke in codes. */
export function englishAnswerMessage(issue: AnswerIssue): string {
  const render = ENGLISH[issue.code] as (issue: AnswerIssue) => string;
  return render(issue);
}

function isParams(value: unknown): value is Record<string, string | number> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => ["string", "number"].includes(typeof entry));
}

/**
 * An issue as another party sent it (the server's answer to a submission): a known code, with
 * parameters of plain strings and numbers. Trusts the parameters to be the code's.
 */
export function isAnswerIssue(value: unknown): value is AnswerIssue {
  if (typeof value !== "object" || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  const isKnownCode = ANSWER_ISSUE_CODES.some((known) => known === code);
  return isKnownCode && (params === undefined || isParams(params));
}
