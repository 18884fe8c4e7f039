import type { PublicQuestion } from "@formloom/shared";
import type { AnswerIssue } from "@formloom/shared/answer-issues";
import { checkAnswer, type PatternMatcher } from "@formloom/shared/respondent-rules";
import type { AnswersState, FileUpload } from "./answers-state";
import type { AnswerError } from "./describe-answer-error";

/** An upload done or on its way stays the answer when a later pick is refused. */
function keepsEarlierFile(upload: FileUpload | undefined): boolean {
  return upload?.status === "done" || upload?.status === "uploading";
}

function findFieldError(
  question: PublicQuestion,
  state: AnswersState,
  matches: PatternMatcher,
): AnswerError | null {
  const id = question._id;
  const upload = state.uploads[id];
  const fileError = state.fileErrors[id];
  if (fileError && !keepsEarlierFile(upload)) return fileError;
  if (upload?.status === "failed") return upload.error ?? { code: "UPLOAD_FAILED" };
  // A file on its way counts as an answer (SPEC §4: it is uploaded before submission).
  if (upload?.status === "uploading") return null;
  return checkAnswer(question, state.values[id], matches) ?? state.serverErrors[id] ?? null;
}

/**
 * Every question's current error by the shared respondent rules (SPEC §5), shown or not; the
 * page words each in its language as it shows it.
 */
export function computeFieldErrors(
  questions: readonly PublicQuestion[],
  state: AnswersState,
  matches: PatternMatcher,
): Record<string, AnswerError> {
  const errors: Record<string, AnswerError> = {};
  for (const question of questions) {
    const error = findFieldError(question, state, matches);
    if (error) errors[question._id] = error;
  }
  return errors;
}

/** Errors are shown once the respondent has touched the question, or tried to submit. */
export function pickVisibleErrors(
  errors: Record<string, AnswerError>,
  touched: AnswersState["touched"],
): Record<string, AnswerError> {
  return Object.fromEntries(Object.entries(errors).filter(([id]) => touched[id]));
}

/** Why a later pick was refused, for questions whose earlier file stays the answer. */
export function findFileNotices(state: AnswersState): Record<string, AnswerIssue> {
  return Object.fromEntries(
    Object.entries(state.fileErrors).filter(([id]) => keepsEarlierFile(state.uploads[id])),
  );
}
