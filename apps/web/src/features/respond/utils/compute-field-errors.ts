import type { PublicQuestion } from "@formloom/shared";
import { RESPONDENT_MESSAGES } from "@formloom/shared/messages";
import { checkAnswer, type PatternMatcher } from "@formloom/shared/respondent-rules";
import type { AnswersState } from "./answers-state";

function findFieldError(
  question: PublicQuestion,
  state: AnswersState,
  matches: PatternMatcher,
): string | null {
  const id = question._id;
  const fileError = state.fileErrors[id];
  if (fileError) return fileError;
  const upload = state.uploads[id];
  if (upload?.status === "failed") return upload.message || RESPONDENT_MESSAGES.uploadFailed;
  // A file on its way counts as an answer (SPEC §4: it is uploaded before submission).
  if (upload?.status === "uploading") return null;
  return checkAnswer(question, state.values[id], matches) ?? state.serverErrors[id] ?? null;
}

/** Every question's current error by the shared respondent rules (SPEC §5), shown or not. */
export function computeFieldErrors(
  questions: readonly PublicQuestion[],
  state: AnswersState,
  matches: PatternMatcher,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const message = findFieldError(question, state, matches);
    if (message) errors[question._id] = message;
  }
  return errors;
}

/** Errors are shown once the respondent has touched the question, or tried to submit. */
export function pickVisibleErrors(
  errors: Record<string, string>,
  touched: AnswersState["touched"],
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([id]) => touched[id]));
}
