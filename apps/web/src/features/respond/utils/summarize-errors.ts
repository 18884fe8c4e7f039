import type { PublicQuestion } from "@formloom/shared";
import { RESPONDENT_MESSAGES } from "@formloom/shared/messages";
import type { FileUpload } from "./answers-state";

type ErrorSummaryOptions = {
  /** The questions Next (their page) or Submit (the whole form) answers for. */
  scope: readonly PublicQuestion[];
  visibleErrors: Record<string, string>;
  uploads: Record<string, FileUpload>;
  isLast: boolean;
  /** The server could not save the response just now. */
  unavailableNotice: string | null;
};

/** The errors on screen for the scope, and the reasons the respondent cannot go on yet. */
export function summarizeErrors({
  scope,
  visibleErrors,
  uploads,
  isLast,
  unavailableNotice,
}: ErrorSummaryOptions) {
  const scopeErrors = scope.flatMap((question) => {
    const error = visibleErrors[question._id];
    return error ? [error] : [];
  });
  const hasFailedUpload = scope.some((question) => uploads[question._id]?.status === "failed");
  const summary: string[] = [];
  if (scopeErrors.includes(RESPONDENT_MESSAGES.requiredUnanswered)) {
    summary.push(RESPONDENT_MESSAGES.requiredUnanswered);
  }
  if (hasFailedUpload) summary.push(RESPONDENT_MESSAGES.uploadFailed);
  if (unavailableNotice && isLast) summary.push(unavailableNotice);
  if (summary.length === 0 && scopeErrors.length > 0) {
    summary.push(
      isLast ? "Fix the highlighted answers to submit." : "Fix the highlighted answers to go on.",
    );
  }
  return { hasErrors: scopeErrors.length > 0, summary };
}
