import type { AnswerIssue } from "./answer-issues";
import { isAnswerMissing } from "./answer-presence";
import {
  ALLOWED_FILE_EXTENSIONS,
  FILE_URL_MAX,
  MAX_UPLOAD_BYTES,
  TEXT_ANSWER_MAX,
  UPLOAD_FAILED_URL,
} from "./constants";
import type { Answer, FileType, PublicQuestion } from "./entities";
import { findShownItemIds, isSection, type VariableSteps } from "./form-logic";
import type { HiddenValues } from "./hidden-fields";
import {
  checkAddressAnswer,
  checkConsentAnswer,
  checkDateAnswer,
  checkEmailAnswer,
  checkGridAnswer,
  checkImageChoiceAnswer,
  checkNumberAnswer,
  checkPhoneAnswer,
  checkRankingAnswer,
  checkScaleAnswer,
} from "./typed-answer-rules";

// Respondent rules (SPEC §5) as pure functions. The web app runs them while the form
// is filled in; the server runs findAnswerErrors on every submission, since the client
// cannot be trusted.

// Shared does not pick the regex engine: the server and the browser pass re2js.
export type PatternMatcher = (pattern: string, value: string) => boolean;

export type RespondentQuestion = Pick<
  PublicQuestion,
  | "_id"
  | "questionType"
  | "required"
  | "options"
  | "maxRating"
  | "validations"
  | "rows"
  | "scaleMin"
  | "scaleMax"
  | "logic"
  | "description"
>;

// A mismatch carries the admin's error message for the pattern, as the admin form promises;
// none where the pattern came without one.
export function checkRegexAnswer(
  value: string,
  pattern: string | null | undefined,
  matches: PatternMatcher,
  errorMessage?: string,
): AnswerIssue | null {
  if (!pattern || value === "" || matches(pattern, value)) return null;
  const message = errorMessage?.trim();
  return message ? { code: "PATTERN_MISMATCH", params: { message } } : { code: "PATTERN_MISMATCH" };
}

export const FILE_TOO_LARGE: AnswerIssue = {
  code: "FILE_TOO_LARGE",
  params: { maxBytes: MAX_UPLOAD_BYTES },
};

export function checkFileSize(bytes: number): AnswerIssue | null {
  return bytes > MAX_UPLOAD_BYTES ? FILE_TOO_LARGE : null;
}

const ANY_ALLOWED_EXTENSION = [...ALLOWED_FILE_EXTENSIONS.image, ...ALLOWED_FILE_EXTENSIONS.pdf];

// 'none' puts no restriction beyond the kinds the product accepts at all (SPEC §9: image, pdf).
export function getAllowedExtensions(fileType: FileType = "none"): readonly string[] {
  return fileType === "none" ? ANY_ALLOWED_EXTENSION : ALLOWED_FILE_EXTENSIONS[fileType];
}

// For the `accept` attribute of a file input, e.g. ".pdf".
export function getFileAccept(fileType: FileType = "none"): string {
  return getAllowedExtensions(fileType)
    .map((extension) => `.${extension}`)
    .join(",");
}

export function checkFileExtension(
  fileName: string,
  fileType: FileType = "none",
): AnswerIssue | null {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  return getAllowedExtensions(fileType).includes(extension) ? null : { code: "FILE_TYPE_INVALID" };
}

/**
 * Why a picked file is refused, if it is: its size first, since a file too large for any
 * question should hear that rather than a type it could never fix by renaming.
 */
export function checkPickedFile(
  file: { name: string; size: number },
  fileType: FileType = "none",
): AnswerIssue | null {
  return checkFileSize(file.size) ?? checkFileExtension(file.name, fileType);
}

function checkTextAnswer(
  question: RespondentQuestion,
  value: unknown,
  matches: PatternMatcher,
): AnswerIssue | null {
  if (typeof value !== "string") return { code: "ANSWER_INVALID" };
  if (value.length > TEXT_ANSWER_MAX) return { code: "TOO_LONG", params: { max: TEXT_ANSWER_MAX } };
  const { minLength, maxLength, regex } = question.validations;
  if (minLength !== undefined && value.length < minLength) {
    return { code: "TOO_SHORT", params: { min: minLength } };
  }
  if (maxLength !== undefined && value.length > maxLength) {
    return { code: "TOO_LONG", params: { max: maxLength } };
  }
  return checkRegexAnswer(value, regex?.regex, matches, regex?.errorMessage);
}

function checkAnswerValue(
  question: RespondentQuestion,
  value: unknown,
  matches: PatternMatcher,
): AnswerIssue | null {
  switch (question.questionType) {
    case "text":
    case "paragraph":
      return checkTextAnswer(question, value, matches);
    case "multipleChoice":
    case "dropdown":
      return typeof value === "string" && question.options.includes(value)
        ? null
        : { code: "OPTION_INVALID" };
    case "checkbox": {
      const isList = Array.isArray(value) && value.every((item) => typeof item === "string");
      const isValid =
        isList &&
        new Set(value).size === value.length &&
        value.every((item) => question.options.includes(item));
      return isValid ? null : { code: "OPTION_INVALID" };
    }
    case "rating": {
      const maxRating = question.maxRating ?? 0;
      const isValid =
        typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= maxRating;
      return isValid ? null : { code: "RATING_OUT_OF_RANGE", params: { max: maxRating } };
    }
    case "file":
    case "signature":
      if (value === UPLOAD_FAILED_URL) return { code: "UPLOAD_FAILED" };
      return typeof value === "string" && value.length <= FILE_URL_MAX
        ? null
        : { code: "ANSWER_INVALID" };
    case "email":
      return checkEmailAnswer(value);
    case "number":
      return checkNumberAnswer(value, question.validations);
    case "date":
      return checkDateAnswer(value, question.validations);
    case "linearScale":
      return checkScaleAnswer(value, question);
    case "matrix":
      return checkGridAnswer(value, question);
    case "ranking":
      return checkRankingAnswer(value, question.options);
    case "phone":
      return checkPhoneAnswer(value);
    case "imageChoice":
      return checkImageChoiceAnswer(value, question);
    case "consent":
      return checkConsentAnswer(value, question.description);
    case "address":
      return checkAddressAnswer(value, question.validations);
    case "section":
      return { code: "SECTION_ANSWERED" };
  }
}

export function checkAnswer(
  question: RespondentQuestion,
  value: unknown,
  matches: PatternMatcher,
): AnswerIssue | null {
  if (isAnswerMissing(value)) {
    // A consent box must be ticked, whatever its stored `required` says.
    if (question.questionType === "consent") return { code: "CONSENT_REQUIRED" };
    return question.required ? { code: "REQUIRED" } : null;
  }
  return checkAnswerValue(question, value, matches);
}

// What a question the respondent cannot answer (a section, or a question its logic hides) says
// about an answer: nothing when there is none, since such a question is never required.
function checkUnanswerable(question: RespondentQuestion, value: unknown): AnswerIssue | null {
  if (isAnswerMissing(value)) return null;
  return isSection(question) ? { code: "SECTION_ANSWERED" } : { code: "HIDDEN_QUESTION_ANSWERED" };
}

// Per-question issues keyed by question _id, including answers to questions the
// form does not have. An empty object means the answers can be stored.
export function findAnswerErrors(
  questions: readonly RespondentQuestion[],
  answers: Readonly<Record<string, unknown>>,
  matches: PatternMatcher,
  hiddenValues: HiddenValues = {},
  /** The form's variables (calculations.ts), when its logic reads them. */
  variables?: VariableSteps,
): Record<string, AnswerIssue> {
  const errors: Record<string, AnswerIssue> = Object.create(null);
  const shown = findShownItemIds(
    questions,
    answers as Record<string, Answer["answer"]>,
    hiddenValues,
    variables,
  );
  for (const question of questions) {
    const value = answers[question._id];
    const issue =
      isSection(question) || !shown.has(question._id)
        ? checkUnanswerable(question, value)
        : checkAnswer(question, value, matches);
    if (issue) errors[question._id] = issue;
  }
  const knownIds = new Set(questions.map((question) => question._id));
  for (const questionId of Object.keys(answers)) {
    if (!knownIds.has(questionId)) errors[questionId] = { code: "UNKNOWN_QUESTION" };
  }
  return errors;
}

// The submitted list keyed by question id, as findAnswerErrors and scoring read it.
// Returns null when a question is answered twice.
export function indexAnswers(answers: readonly Answer[]): Record<string, Answer["answer"]> | null {
  // No prototype: ids come from the request, and "__proto__" must stay a plain key.
  const indexed: Record<string, Answer["answer"]> = Object.create(null);
  for (const { questionId, answer } of answers) {
    if (Object.hasOwn(indexed, questionId)) return null;
    indexed[questionId] = answer;
  }
  return indexed;
}
