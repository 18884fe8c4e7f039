import {
  computePercentage,
  type QuizAttempt,
  type QuizResult,
  quizResult,
  type ScoreSummary,
  summarizeScores,
} from "@formloom/shared";

/** Percentage and result are null while the quiz has not released this attempt's score. */
export type RatedAttempt = QuizAttempt & { percentage: number | null; result: QuizResult | null };

/** Each attempt's percentage (0 when nothing is scored) and result, newest first. */
export function rateAttempts(attempts: readonly QuizAttempt[]): RatedAttempt[] {
  return [...attempts]
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
    .map((attempt) => {
      if (attempt.score === null || attempt.maxScore === null) {
        return { ...attempt, percentage: null, result: null };
      }
      const percentage = computePercentage(attempt.score, attempt.maxScore);
      return { ...attempt, percentage, result: quizResult(percentage) };
    });
}

/** Every attempt counts; the figures read only the attempts whose score is released. */
export function summarizeAttempts(attempts: readonly RatedAttempt[]): ScoreSummary {
  const released = attempts.flatMap((attempt) =>
    attempt.percentage === null ? [] : [attempt.percentage],
  );
  return { ...summarizeScores(released), count: attempts.length };
}
