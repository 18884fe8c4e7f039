import type { AnswerValue } from "./entities";

// A respondent's copy of their answers (the form setting sendRespondentCopy). No zod here: the
// public page reads this module to know whether to ask for an address.

type Typed = { _id: string; questionType: string };

/** The email question whose answer the copy goes to: the form's first one. */
export function findCopyQuestion<T extends Typed>(questions: readonly T[]): T | undefined {
  return questions.find((question) => question.questionType === "email");
}

/**
 * Where a submission's copy is mailed, or undefined for none: the answer to the form's first
 * email question when it has one (left blank: no copy), else the address typed at the end.
 */
export function findCopyAddress({
  isOn,
  questions,
  answers,
  copyEmail,
}: {
  isOn: boolean;
  questions: readonly Typed[];
  answers: readonly { questionId: string; answer: AnswerValue }[];
  copyEmail: string | undefined;
}): string | undefined {
  if (!isOn) return undefined;
  const question = findCopyQuestion(questions);
  const address = question
    ? answers.find((answer) => answer.questionId === question._id)?.answer
    : copyEmail;
  return typeof address === "string" && address.trim() !== "" ? address.trim() : undefined;
}
