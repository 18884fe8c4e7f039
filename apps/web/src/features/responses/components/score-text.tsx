import type { Score } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";

/**
 * "2/3 · 67%", a dash for a form without correct answers, or "Not released yet" while a quiz
 * keeps its scores until the owner releases them.
 */
export function ScoreText({ score }: { score: Score | null }) {
  const t = useAppText();
  if (score === null) {
    return <span className="text-muted-foreground">{t("responses.score.notReleased")}</span>;
  }
  if (score.total === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {score.correct}/{score.total}
      <span className="text-muted-foreground"> · {score.percentage}%</span>
    </span>
  );
}
