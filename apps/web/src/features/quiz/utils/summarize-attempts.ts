import {
  computePercentage,
  type QuizAttempt,
  type QuizResult,
  quizResult,
  type ScoreSummary,
  summarizeScores,
} from "@formloom/shared";

export type RatedAttempt = QuizAttempt & { percentage: number; result: QuizResult };

/** Each attempt's percentage (0 when nothing is scored) and result, newest first. */
export function rateAttempts(attempts: readonly QuizAttempt[]): RatedAttempt[] {
  return [...attempts]
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
    .map((attempt) => {
      const percentage = computePercentage(attempt.score, attempt.maxScore);
      return { ...attempt, percentage, result: quizResult(percentage) };
    });
}

export function summarizeAttempts(attempts: readonly RatedAttempt[]): ScoreSummary {
  return summarizeScores(attempts.map((attempt) => attempt.percentage));
}
