import type { AnswerValue, PublicQuestion } from "@formloom/shared";

type Formatted = Pick<PublicQuestion, "questionType" | "rows">;

/** An answer as a sentence fragment: ticked boxes listed, a grid by row, a ranking in order. */
export function formatAnswer(question: Formatted, value: AnswerValue | undefined): string {
  if (value === undefined || value === "") return "No answer";
  if (!Array.isArray(value)) return String(value);
  if (question.questionType === "matrix") {
    return question.rows.map((row, index) => `${row}: ${value[index] || "—"}`).join("; ");
  }
  if (question.questionType === "ranking") {
    return value.map((option, index) => `${index + 1}. ${option}`).join(", ");
  }
  return value.length === 0 ? "No answer" : value.join(", ");
}

/**
 * The quiz's correct answer: every ticked box, a grid by row, a ranking in order; where the owner
 * accepts several answers (free text), any of them.
 */
export function formatCorrectAnswer(question: Formatted, correct: readonly string[]): string {
  if (["checkbox", "matrix", "ranking"].includes(question.questionType)) {
    return formatAnswer(question, [...correct]);
  }
  return correct.join(" or ");
}
