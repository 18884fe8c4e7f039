import type { ErrorCode } from "@formloom/shared/error-codes";
import { SOURCE_LANGUAGE } from "@formloom/shared/languages";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import type { RespondText, RespondTextId } from "../i18n/use-respond-text";

// A failed call as the respondent reads it. In English the page shows the server's own message
// where it is meant for users (SPEC §7); in any other language the server's English would be
// foreign, so the page words the failure itself from its code.

const BY_CODE: Partial<Record<ErrorCode, RespondTextId>> = {
  INVALID_ANSWERS: "errors.fixToSubmit",
  RATE_LIMITED: "errors.rateLimited",
  FORM_NOT_FOUND: "notFound.description",
  FILE_TOO_LARGE: "issue.FILE_TOO_LARGE",
  FILE_TYPE_REFUSED: "issue.FILE_TYPE_INVALID",
  SPAM_TOO_FAST: "errors.spamTooFast",
  SPAM_PROOF_MISSING: "errors.spamCheckFailed",
  SPAM_PROOF_INVALID: "errors.spamCheckFailed",
  SPAM_HONEYPOT_FILLED: "errors.spamCheckFailed",
  FORM_PASSWORD_REQUIRED: "errors.passwordRequired",
  FORM_PASSWORD_WRONG: "lock.wrong",
};

/** Status 0: no answer came back at all. */
const isUnreachable = (error: unknown) => isApiError(error) && error.status === 0;

export function respondentErrorMessage(
  error: unknown,
  t: RespondText,
  fallback: RespondTextId,
): string {
  if (isUnreachable(error)) return t("errors.unreachable");
  if (t.locale === SOURCE_LANGUAGE) return getErrorMessage(error, t(fallback));
  const byCode = isApiError(error) && error.code ? BY_CODE[error.code] : undefined;
  return t(byCode ?? fallback);
}

/** A success the server worded (SPEC §7's 'Response saved'), in English only; else the page's. */
export function respondentSuccessMessage(
  serverMessage: string | undefined,
  t: RespondText,
  own: RespondTextId,
): string {
  return t.locale === SOURCE_LANGUAGE && serverMessage ? serverMessage : t(own);
}
