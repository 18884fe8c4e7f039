import type { PublicQuestion } from "@formloom/shared";
import type { RespondText } from "../i18n/use-respond-text";
import type { FileUpload } from "./answers-state";
import { type AnswerError, isRequiredError } from "./describe-answer-error";

type ErrorSummaryOptions = {
  /** The questions Next (their page) or Submit (the whole form) answers for. */
  scope: readonly PublicQuestion[];
  visibleErrors: Record<string, AnswerError>;
  uploads: Record<string, FileUpload>;
  isLast: boolean;
  /** The server could not save the response just now. */
  unavailableNotice: string | null;
};

/** The errors on screen for the scope, and the reasons the respondent cannot go on yet. */
export function summarizeErrors(
  { scope, visibleErrors, uploads, isLast, unavailableNotice }: ErrorSummaryOptions,
  t: RespondText,
) {
  const scopeErrors = scope.flatMap((question) => {
    const error = visibleErrors[question._id];
    return error ? [error] : [];
  });
  const hasFailedUpload = scope.some((question) => uploads[question._id]?.status === "failed");
  const summary: string[] = [];
  if (scopeErrors.some(isRequiredError)) summary.push(t("issue.REQUIRED"));
  if (hasFailedUpload) summary.push(t("issue.UPLOAD_FAILED"));
  if (unavailableNotice && isLast) summary.push(unavailableNotice);
  if (summary.length === 0 && scopeErrors.length > 0) {
    summary.push(isLast ? t("errors.fixToSubmit") : t("errors.fixToGoOn"));
  }
  return { hasErrors: scopeErrors.length > 0, summary };
}
