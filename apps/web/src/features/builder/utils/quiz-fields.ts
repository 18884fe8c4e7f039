import { canHaveCorrectAnswer, type Feedback, type QuestionDraft } from "@formloom/shared";

/** A question is scored once it has a correct answer: only then do points and feedback apply. */
export function isScoredDraft(question: QuestionDraft): boolean {
  return (
    canHaveCorrectAnswer(question.questionType) &&
    question.correctAnswer.some((answer) => answer.trim() !== "")
  );
}

/** A blank box is not a number: the shared rule then says what points may be. */
export function toPoints(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** Feedback with both texts blank is no feedback. */
export function toFeedback(
  feedback: Feedback | null,
  field: keyof Feedback,
  text: string,
): Feedback | null {
  const next = { correct: "", incorrect: "", ...feedback, [field]: text };
  return next.correct === "" && next.incorrect === "" ? null : next;
}
