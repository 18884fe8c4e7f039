import type { Answer, AnswerValue, PublicQuestion } from "@formloom/shared";
import { isAnswerIssue } from "@formloom/shared/answer-issues";
import { isAnswerMissing } from "@formloom/shared/answer-presence";
import type { ApiError } from "@/lib/api-client";
import type { AnswerError } from "./describe-answer-error";

/** The answered questions in form order; unanswered ones are left out rather than sent empty. */
export function toSubmittedAnswers(
  questions: readonly PublicQuestion[],
  values: Readonly<Record<string, AnswerValue>>,
): Answer[] {
  return questions.flatMap((question) => {
    const answer = values[question._id];
    return answer === undefined || isAnswerMissing(answer)
      ? []
      : [{ questionId: question._id, answer }];
  });
}

const ANSWER_FIELD = /^answers\.(.+)$/;

/**
 * The server's 400 per question: the issue (code and parameters) where it sent one, else its
 * English message, keyed "answers.<questionId>".
 */
export function toAnswerErrors({
  fieldErrors,
  answerIssues,
}: Pick<ApiError, "fieldErrors" | "answerIssues">): Record<string, AnswerError> {
  const errors: Record<string, AnswerError> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const questionId = ANSWER_FIELD.exec(field)?.[1];
    if (questionId) errors[questionId] = message;
  }
  for (const [questionId, issue] of Object.entries(answerIssues)) {
    if (isAnswerIssue(issue)) errors[questionId] = issue;
  }
  return errors;
}
