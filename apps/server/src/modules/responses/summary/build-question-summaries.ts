import {
  computePercentage,
  hasDistribution,
  isSection,
  type Question,
  type QuestionSummary,
  toOwnerText,
} from "@formloom/shared";
import { findLogicDependentIds } from "../common/tally-answers.js";
import {
  summarizeDates,
  summarizeGrid,
  summarizeNumbers,
  summarizePhoneCountries,
  summarizeRanking,
  summarizeScale,
  type ValueCount,
} from "./summarize-typed-answers.js";

type AnsweredRow = { question_id: string; answered: number; seen?: number | null };
type ChosenRow = { question_id: string; option: string; chosen: number };

function range(from: number, to: number): string[] {
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => String(from + index));
}

// The bars of a distribution: every option, rating or scale value, chosen or not.
function choicesOf(question: Question): string[] {
  if (question.questionType === "rating") return range(1, question.maxRating ?? 0);
  if (question.questionType === "linearScale") {
    return range(question.scaleMin ?? 0, question.scaleMax ?? -1);
  }
  return hasDistribution(question.questionType) ? question.options : [];
}

function typedFigures(question: Question, values: readonly ValueCount[]) {
  switch (question.questionType) {
    case "number":
      return { number: summarizeNumbers(values) };
    case "date":
      return { date: summarizeDates(values) };
    case "linearScale":
      return { scale: summarizeScale(question, values) };
    case "matrix":
      return { grid: summarizeGrid(question, values) };
    case "ranking":
      return { ranking: summarizeRanking(question, values) };
    case "phone":
      return { countries: summarizePhoneCountries(values) };
    default:
      return {};
  }
}

/**
 * Shapes the database's counts into one row per question (sections are page breaks, not
 * questions): every option (or rating or scale value) with how often it was chosen and its share
 * of the responses that answered the question, and the figures of its type (numbers, dates, scale
 * and NPS, grid, ranking, phone countries). A question that logic may hide counts its shares over the responses
 * that saw it instead, so that those it was hidden from do not weigh on them.
 */
export function buildQuestionSummaries(
  questions: readonly Question[],
  answeredRows: readonly AnsweredRow[],
  chosenRows: readonly ChosenRow[],
  totalResponses: number,
): QuestionSummary[] {
  const answered = new Map(answeredRows.map((row) => [row.question_id, Number(row.answered)]));
  const seen = new Map(answeredRows.map((row) => [row.question_id, Number(row.seen ?? 0)]));
  const dependent = findLogicDependentIds(questions);
  const valuesByQuestion = new Map<string, ValueCount[]>();
  for (const row of chosenRows) {
    const values = valuesByQuestion.get(row.question_id) ?? [];
    values.push({ value: row.option, count: Number(row.chosen) });
    valuesByQuestion.set(row.question_id, values);
  }
  return questions
    .filter((question) => !isSection(question))
    .map((question) => {
      const answeredCount = answered.get(question._id) ?? 0;
      const isDependent = dependent.has(question._id);
      const seenCount = isDependent ? (seen.get(question._id) ?? 0) : totalResponses;
      const base = isDependent ? seenCount : answeredCount;
      const values = valuesByQuestion.get(question._id) ?? [];
      const counts = new Map(values.map(({ value, count }) => [value, count]));
      return {
        questionId: question._id,
        questionText: toOwnerText(question.questionText, questions),
        questionType: question.questionType,
        answeredCount,
        seenCount,
        options: choicesOf(question).map((option) => {
          const count = counts.get(option) ?? 0;
          return {
            option,
            count,
            percentage: computePercentage(count, base),
            isCorrect: question.correctAnswer.includes(option),
          };
        }),
        ...typedFigures(question, values),
      };
    });
}
