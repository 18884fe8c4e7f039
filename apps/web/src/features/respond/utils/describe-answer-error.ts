import { type AnswerIssue, englishAnswerMessage } from "@formloom/shared/answer-issues";

/** What is wrong with an answer: an issue of the shared rules, or the server's text alone. */
export type AnswerError = AnswerIssue | string;

/** The text the page shows for an answer error. */
export function describeAnswerError(error: AnswerError): string {
  return typeof error === "string" ? error : englishAnswerMessage(error);
}
