import type { ResponsesSummary } from "@formloom/shared";
import { Users } from "lucide-react";
import { ScoreStats } from "@/components/score-stats";
import { useAppText } from "@/lib/i18n/use-app-text";

export function ScoreCards({ summary }: { summary: ResponsesSummary }) {
  const t = useAppText();
  const labels = {
    count: t("responses.scores.count"),
    average: t("responses.scores.average"),
    highest: t("responses.scores.highest"),
    lowest: t("responses.scores.lowest"),
  };
  const figures = {
    count: summary.totalResponses,
    average: summary.averageScore,
    highest: summary.highestScore,
    lowest: summary.lowestScore,
  };
  return <ScoreStats figures={figures} labels={labels} countIcon={Users} />;
}
