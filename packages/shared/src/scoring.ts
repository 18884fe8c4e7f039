import type { AnswerValue, Question, Score } from "./entities";
import { findShownItemIds, type VariableSteps } from "./form-logic";
import type { HiddenValues } from "./hidden-fields";
import { isFreeTextType } from "./question-type-traits";
import { indexAnswers } from "./respondent-rules";

// Scoring of SPEC §4, in points. Only questions with a correct answer are scored: "all
// questions" in the percentage means all scored questions the respondent saw, so a survey
// question or one the form's logic hid does not pull a quiz score down, and a form with none
// scores 0 of 0 (percentage 0). Each scored question is worth its points (1 unless the owner
// says otherwise): the score is points earned over points possible.

type ScoredQuestion = Pick<Question, "_id" | "questionType" | "correctAnswer" | "points" | "logic">;

export type ResponseResult = "Excellent" | "Needs Improvement" | "Failed";
export type QuizResult = "Excellent" | "Good" | "Satisfactory" | "Needs Improvement" | "Failed";

// Free text is compared trimmed and without case: "paris " answers "Paris".
function normalizeFreeText(value: string): string {
  return value.trim().toLocaleLowerCase();
}

export function isQuestionScored(question: Pick<Question, "correctAnswer">): boolean {
  return question.correctAnswer.length > 0;
}

export function isAnswerCorrect(
  question: Pick<Question, "questionType" | "correctAnswer">,
  answer: AnswerValue | undefined,
): boolean {
  if (answer === undefined || !isQuestionScored(question)) return false;
  const { questionType, correctAnswer } = question;
  if (Array.isArray(answer)) {
    // A grid is right row by row and a ranking in its order; ticked boxes in any order.
    const isOrdered = questionType === "matrix" || questionType === "ranking";
    const given = isOrdered ? answer : [...answer].sort();
    const expected = isOrdered ? correctAnswer : [...correctAnswer].sort();
    return given.length === expected.length && given.every((value, i) => value === expected[i]);
  }
  if (questionType === "number") {
    return (
      typeof answer === "number" && correctAnswer.some((correct) => Number(correct) === answer)
    );
  }
  const value = String(answer);
  if (isFreeTextType(questionType)) {
    const normalized = normalizeFreeText(value);
    return question.correctAnswer.some((correct) => normalizeFreeText(correct) === normalized);
  }
  return question.correctAnswer.includes(value);
}

export function computePercentage(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

export type QuestionMark = {
  questionId: string;
  isCorrect: boolean;
  pointsEarned: number;
  points: number;
};

/** Each scored question the respondent saw, right or wrong, with the points it earned. */
export function markResponse(
  questions: readonly ScoredQuestion[],
  answers: readonly { questionId: string; answer: AnswerValue }[],
  hiddenValues: HiddenValues = {},
  /** The form's variables (calculations.ts), when its logic reads them. */
  variables?: VariableSteps,
): QuestionMark[] {
  const byQuestion = indexAnswers(answers) ?? {};
  const shown = findShownItemIds(questions, byQuestion, hiddenValues, variables);
  return questions
    .filter((question) => isQuestionScored(question) && shown.has(question._id))
    .map((question) => {
      const isCorrect = isAnswerCorrect(question, byQuestion[question._id]);
      return {
        questionId: question._id,
        isCorrect,
        pointsEarned: isCorrect ? question.points : 0,
        points: question.points,
      };
    });
}

export function scoreMarks(marks: readonly QuestionMark[]): Score {
  const correct = marks.reduce((sum, mark) => sum + mark.pointsEarned, 0);
  const total = marks.reduce((sum, mark) => sum + mark.points, 0);
  return { correct, total, percentage: computePercentage(correct, total) };
}

// The responses page: 100% Excellent, 50-99% Needs Improvement, below 50% Failed.
export function responseResult(percentage: number): ResponseResult {
  if (percentage >= 100) return "Excellent";
  if (percentage >= 50) return "Needs Improvement";
  return "Failed";
}

// The quiz results page thresholds.
export function quizResult(percentage: number): QuizResult {
  if (percentage >= 90) return "Excellent";
  if (percentage >= 75) return "Good";
  if (percentage >= 60) return "Satisfactory";
  if (percentage >= 40) return "Needs Improvement";
  return "Failed";
}

export type ScoreSummary = { count: number; average: number; highest: number; lowest: number };

// The Average / Highest / Lowest cards, from percentages; all 0 when there are none.
export function summarizeScores(percentages: readonly number[]): ScoreSummary {
  if (percentages.length === 0) return { count: 0, average: 0, highest: 0, lowest: 0 };
  const sum = percentages.reduce((total, value) => total + value, 0);
  return {
    count: percentages.length,
    average: Math.round(sum / percentages.length),
    highest: Math.max(...percentages),
    lowest: Math.min(...percentages),
  };
}
