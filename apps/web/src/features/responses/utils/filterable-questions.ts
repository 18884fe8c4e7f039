import type { Question } from "@formloom/shared";

const FILTERABLE = new Set(["multipleChoice", "checkbox", "dropdown", "rating"]);

/** The questions "answered X to question Y" applies to: choices, dropdowns and ratings. */
export function isFilterableQuestion(question: Question): boolean {
  return FILTERABLE.has(question.questionType);
}

/** What the question can be answered: its options, or a rating's 1 to its maximum. */
export function filterableAnswers(question: Question): string[] {
  if (question.questionType === "rating") {
    return Array.from({ length: question.maxRating ?? 0 }, (_, index) => String(index + 1));
  }
  return question.options;
}
