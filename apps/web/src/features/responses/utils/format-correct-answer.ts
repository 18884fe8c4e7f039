import type { Question } from "@formloom/shared";
import { formatCalendarDate } from "@/lib/format-calendar-date";
import { formatExactNumber } from "./format-answer";

/** The correct answer as the reader reads answers: a date in their locale, a ranking in order. */
export function formatCorrectAnswer(question: Question, locale?: string): string {
  const { questionType, correctAnswer } = question;
  if (questionType === "matrix") {
    return question.rows.map((row, index) => `${row}: ${correctAnswer[index] ?? ""}`).join("; ");
  }
  if (questionType === "ranking") return correctAnswer.join(" > ");
  if (questionType === "date")
    return correctAnswer.map((date) => formatCalendarDate(date, locale)).join(", ");
  if (questionType === "number") {
    return correctAnswer.map((value) => formatExactNumber(Number(value), locale)).join(", ");
  }
  return correctAnswer.join(", ");
}
