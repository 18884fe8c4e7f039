import type { AnswerIssue } from "@formloom/shared/answer-issues";
import type { RespondText, RespondTextId } from "../i18n/use-respond-text";

/** What is wrong with an answer: an issue of the shared rules, or the server's text alone. */
export type AnswerError = AnswerIssue | string;

const MEGABYTE = 1024 * 1024;

/** "5 MB" as the page's language writes it. */
export function formatMegabytes(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte" });
  return format.format(Math.round((bytes / MEGABYTE) * 10) / 10);
}

/** The text the page shows for an answer error, in the language it speaks. */
export function describeAnswerError(error: AnswerError, t: RespondText): string {
  if (typeof error === "string") return error;
  switch (error.code) {
    // The admin's own message for their pattern is shown as they wrote it.
    case "PATTERN_MISMATCH":
      return error.params?.message || t("issue.PATTERN_MISMATCH");
    case "FILE_TOO_LARGE":
      return t("issue.FILE_TOO_LARGE", {
        maxSize: formatMegabytes(error.params.maxBytes, t.locale),
      });
    default:
      return t(
        `issue.${error.code}` as RespondTextId,
        "params" in error ? error.params : undefined,
      );
  }
}

/** Whether the error is the "required" one, which the page sums up above its buttons. */
export const isRequiredError = (error: AnswerError | undefined) =>
  typeof error === "object" && error.code === "REQUIRED";
