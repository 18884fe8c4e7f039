import {
  computePercentage,
  type QuizAttempt,
  type QuizResult,
  quizResult,
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

export type AttemptsSummary = {
  count: number;
  // Null (shown as a dash) while no attempt's score is released.
  average: number | null;
  highest: number | null;
  lowest: number | null;
};

/** Every attempt counts; the figures read only the attempts whose score is released. */
export function summarizeAttempts(attempts: readonly RatedAttempt[]): AttemptsSummary {
  const released = attempts.flatMap((attempt) =>
    attempt.percentage === null ? [] : [attempt.percentage],
  );
  if (released.length === 0 && attempts.length > 0) {
    return { count: attempts.length, average: null, highest: null, lowest: null };
  }
  return { ...summarizeScores(released), count: attempts.length };
}
