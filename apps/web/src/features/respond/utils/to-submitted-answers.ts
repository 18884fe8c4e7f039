import type { Answer, AnswerValue, PublicQuestion } from "@formloom/shared";
import { isAnswerMissing } from "@formloom/shared/answer-presence";

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

/** The server's 400 keys its messages "answers.<questionId>". */
export function toAnswerErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const questionId = ANSWER_FIELD.exec(field)?.[1];
    if (questionId) errors[questionId] = message;
  }
  return errors;
}
