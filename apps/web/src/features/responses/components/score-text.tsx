import type { Score } from "@formloom/shared";

/**
 * "2/3 · 67%", a dash for a form without correct answers, or "Not released yet" while a quiz
 * keeps its scores until the owner releases them.
 */
export function ScoreText({ score }: { score: Score | null }) {
  if (score === null) return <span className="text-muted-foreground">Not released yet</span>;
  if (score.total === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {score.correct}/{score.total}
      <span className="text-muted-foreground"> · {score.percentage}%</span>
    </span>
  );
}
