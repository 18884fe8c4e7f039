import { FILE_TOO_LARGE } from "@formloom/shared/respondent-rules";
import { getErrorMessage, hasErrorCode } from "@/lib/api-error";
import type { AnswerError } from "./describe-answer-error";

/**
 * Why an upload failed, as the page words answer errors: a refusal the answer rules know, by its
 * issue; else the server's own text for the respondent; else UPLOAD_FAILED (no answer, a 5xx).
 */
export function uploadFailureOf(error: unknown): AnswerError {
  if (hasErrorCode(error, "FILE_TOO_LARGE")) return FILE_TOO_LARGE;
  if (hasErrorCode(error, "FILE_TYPE_REFUSED")) return { code: "FILE_TYPE_INVALID" };
  return getErrorMessage(error, "") || { code: "UPLOAD_FAILED" };
}
