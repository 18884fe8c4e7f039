import type { Score } from "@formloom/shared";

/** "2/3 · 67%", or a dash for a form without correct answers. */
export function ScoreText({ score }: { score: Score }) {
  if (score.total === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {score.correct}/{score.total}
      <span className="text-muted-foreground"> · {score.percentage}%</span>
    </span>
  );
}
