import {
  type Answer,
  type AnswerIssue,
  closedMessageOf,
  englishAnswerMessage,
  type FormSettings,
  findAnswerErrors,
  findResponseLanguageError,
  type LanguageCode,
  parseFileUrl,
  type Question,
  RESPONDENT_MESSAGES,
  takesUploadedFile,
} from "@formloom/shared";
import { findPhoneIssues } from "@formloom/shared/phone-numbers";
import type { Database, Transaction } from "../../../db/client.js";
import type { UserRow } from "../../../db/rows.js";
import { AppError } from "../../../lib/app-error.js";
import { findFormAccess } from "../../forms/form-access.js";
import { patternsUsed } from "../../forms/prepare-questions.js";
import { withPatternMessages } from "../../forms/with-pattern-messages.js";
import { findActivePatternMessages } from "../../regex/repo.js";
import { findAttachableFiles } from "../../uploads/repo.js";

// The checks a respondent's answers pass before they are kept: by a submission, and by a
// partial response (which skips the questions not answered yet).

export const FORM_NOT_FOUND = "Form not found";

/**
 * A pattern an admin has since removed or switched off is skipped, never a broken form; a live
 * one refuses a mismatch with the admin's error message.
 */
export async function withLivePatternsOnly(
  db: Database,
  questions: Question[],
): Promise<Question[]> {
  const messages = await findActivePatternMessages(db, patternsUsed(questions));
  return withPatternMessages(questions, messages, { dropInactive: true });
}

/**
 * The shared answer rules, and libphonenumber's on phone answers: the public page checks a
 * phone number with it in the phone control, which it loads only for a form that asks one.
 */
export function findAllAnswerErrors(
  ...[questions, answers, ...rest]: Parameters<typeof findAnswerErrors>
): Record<string, AnswerIssue> {
  const issues = findAnswerErrors(questions, answers, ...rest);
  return Object.assign(issues, findPhoneIssues(questions, answers, issues));
}

const FILE_UNAVAILABLE: AnswerIssue = { code: "FILE_UNAVAILABLE" };

// The message names the first refused question, so a caller without the form at hand (an API
// client, a toast) still knows which answer to fix; `errors` keeps one plain English message per
// answer, `answerIssues` its code and parameters for a page that speaks another language.
export function refuse(issues: Record<string, AnswerIssue>, questions: readonly Question[]): never {
  const errors = Object.fromEntries(
    Object.entries(issues).map(([id, issue]) => [`answers.${id}`, englishAnswerMessage(issue)]),
  );
  const [firstId, firstIssue] = Object.entries(issues)[0] ?? [];
  const firstMessage = firstIssue ? englishAnswerMessage(firstIssue) : "Invalid answers";
  const question = questions.find((q) => q._id === firstId);
  const message = question
    ? RESPONDENT_MESSAGES.aboutQuestion(question.questionText, firstMessage)
    : firstMessage;
  throw new AppError("INVALID_ANSWERS", message, { errors, answerIssues: issues });
}

/** The language the respondent answered in: one the form offers, else its default. */
export function chooseResponseLanguage(settings: FormSettings, language: LanguageCode | undefined) {
  if (language === undefined) return settings.language;
  const message = findResponseLanguageError(settings, language);
  if (message) throw new AppError("VALIDATION_FAILED", message, { errors: { language: message } });
  return language;
}

/** File answers must be files uploaded for this form and that very question, not yet used. */
export async function checkFileAnswers(
  db: Database,
  formId: string,
  questions: Question[],
  answers: Answer[],
): Promise<string[]> {
  const fileQuestionIds = new Set(
    questions.filter((q) => takesUploadedFile(q.questionType)).map((q) => q._id),
  );
  const wanted = answers
    .filter((answer) => fileQuestionIds.has(answer.questionId))
    .map((answer) => ({
      questionId: answer.questionId,
      fileId: parseFileUrl(String(answer.answer)),
    }));
  const invalid = wanted.filter((item) => item.fileId === null);
  if (invalid.length > 0)
    refuse(
      Object.fromEntries(invalid.map((item) => [item.questionId, FILE_UNAVAILABLE])),
      questions,
    );
  const available = await findAttachableFiles(
    db,
    formId,
    wanted.map((item) => item.fileId as string),
  );
  const questionOfFile = new Map(available.map((file) => [file.id, file.questionId]));
  const unusable = wanted.filter(
    (item) => questionOfFile.get(item.fileId as string) !== item.questionId,
  );
  if (unusable.length > 0)
    refuse(
      Object.fromEntries(unusable.map((item) => [item.questionId, FILE_UNAVAILABLE])),
      questions,
    );
  return wanted.map((item) => item.fileId as string);
}

type Executor = Database | Transaction;

/**
 * 403 with the owner's closed message when the form takes no answer now; a one-per-user form
 * takes one response per signed-in account, and none from a guest.
 */
export async function checkFormAccess(
  db: Executor,
  formId: string,
  settings: FormSettings,
  respondent: UserRow | undefined,
) {
  const access = await findFormAccess(db, { formId, settings, personId: respondent?.id });
  if (access.closedReason !== null) throw new AppError("FORM_CLOSED", closedMessageOf(settings));
  if (access.needsSignIn) {
    throw new AppError("SIGN_IN_REQUIRED", RESPONDENT_MESSAGES.signInToRespond);
  }
  if (access.alreadyResponded) {
    throw new AppError("ALREADY_RESPONDED", RESPONDENT_MESSAGES.alreadyResponded);
  }
}
