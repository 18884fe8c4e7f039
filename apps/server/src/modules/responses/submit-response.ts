import {
  type Answer,
  findAnswerErrors,
  GUEST_EMAIL,
  GUEST_NAME,
  indexAnswers,
  isAnswerMissing,
  parseFileUrl,
  type Question,
  RESPONDENT_MESSAGES,
  scoreResponse,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isForeignKeyViolation } from "../../lib/database-errors.js";
import { newId } from "../../lib/ids.js";
import { matchesPattern } from "../../lib/safe-regex.js";
import { patternsUsed } from "../forms/prepare-questions.js";
import { findFormWithQuestions } from "../forms/repo.js";
import { withPatternMessages } from "../forms/with-pattern-messages.js";
import { findActivePatternMessages } from "../regex/repo.js";
import { findAttachableFiles } from "../uploads/repo.js";
import type { UserRow } from "../users/repo.js";
import { insertResponse } from "./repo.js";
import { tallyAnswers } from "./tally-answers.js";

const FILE_GONE = "A file of this response is no longer available. Please upload it again.";
const FORM_NOT_FOUND = "Form not found";

/**
 * A pattern an admin has since removed or switched off is skipped, never a broken form; a live
 * one refuses a mismatch with the admin's error message.
 */
async function withLivePatternsOnly(db: Database, questions: Question[]): Promise<Question[]> {
  const messages = await findActivePatternMessages(db, patternsUsed(questions));
  return withPatternMessages(questions, messages, { dropInactive: true });
}

// The message names the first refused question, so a caller without the form at hand (an API
// client, a toast) still knows which answer to fix; `errors` keeps one plain message per answer.
function refuse(errors: Record<string, string>, questions: readonly Question[]): never {
  const keyed = Object.fromEntries(
    Object.entries(errors).map(([id, message]) => [`answers.${id}`, message]),
  );
  const [firstId, firstMessage = "Invalid answers"] = Object.entries(errors)[0] ?? [];
  const question = questions.find((q) => q._id === firstId);
  const message = question
    ? RESPONDENT_MESSAGES.aboutQuestion(question.questionText, firstMessage)
    : firstMessage;
  throw new AppError("INVALID_ANSWERS", message, { errors: keyed });
}

/** File answers must be files uploaded for this form and that very question, not yet used. */
async function checkFileAnswers(
  db: Database,
  formId: string,
  questions: Question[],
  answers: Answer[],
): Promise<string[]> {
  const fileQuestionIds = new Set(
    questions.filter((q) => q.questionType === "file").map((q) => q._id),
  );
  const wanted = answers
    .filter((answer) => fileQuestionIds.has(answer.questionId))
    .map((answer) => ({
      questionId: answer.questionId,
      fileId: parseFileUrl(String(answer.answer)),
    }));
  const invalid = wanted.filter((item) => item.fileId === null);
  if (invalid.length > 0)
    refuse(Object.fromEntries(invalid.map((item) => [item.questionId, FILE_GONE])), questions);
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
    refuse(Object.fromEntries(unusable.map((item) => [item.questionId, FILE_GONE])), questions);
  return wanted.map((item) => item.fileId as string);
}

/** The form may be deleted between the checks above and the insert: that is a 404, not a 500. */
async function storeOrFormGone(...args: Parameters<typeof insertResponse>): Promise<boolean> {
  try {
    return await insertResponse(...args);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
    throw error;
  }
}

/**
 * Re-validates every answer as the browser should have (required, options, ratings, patterns
 * with the linear-time engine, files), scores it on the server and stores it. The respondent's
 * identity comes from their session only: a payload cannot claim to be someone else.
 */
export async function submitResponse(
  db: Database,
  {
    formId,
    answers,
    respondent,
  }: { formId: string; answers: Answer[]; respondent: UserRow | undefined },
): Promise<{ _id: string }> {
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && form.ownerId !== respondent?.id)) {
    throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  }
  const byQuestion = indexAnswers(answers);
  if (!byQuestion) throw new AppError("INVALID_ANSWERS", RESPONDENT_MESSAGES.duplicateAnswer);
  const questions = await withLivePatternsOnly(db, form.questions);
  const errors = findAnswerErrors(questions, byQuestion, matchesPattern);
  if (Object.keys(errors).length > 0) refuse(errors, questions);

  const given = answers.filter((answer) => !isAnswerMissing(answer.answer));
  const fileIds = await checkFileAnswers(db, formId, questions, given);
  const score = scoreResponse(questions, given);
  const id = newId();
  const isStored = await storeOrFormGone(
    db,
    {
      id,
      formId,
      formVersion: form.currentVersion,
      respondentId: respondent?.id ?? null,
      respondentName: respondent?.name ?? GUEST_NAME,
      respondentEmail: respondent?.email ?? GUEST_EMAIL,
      answers: given,
      score: score.correct,
      maxScore: score.total,
      percentage: score.percentage,
    },
    { fileIds, tallies: tallyAnswers(questions, given) },
  );
  if (!isStored) throw new AppError("FILE_ALREADY_USED", FILE_GONE);
  return { _id: id };
}
