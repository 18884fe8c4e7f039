import { ListChecks } from "lucide-react";
import { ScoreStats } from "@/components/score-stats";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { AttemptsSummary } from "../utils/summarize-attempts";

export function QuizStats({ summary }: { summary: AttemptsSummary }) {
  const t = useAppText();
  const labels = {
    count: t("quiz.stats.count"),
    average: t("quiz.stats.average"),
    highest: t("quiz.stats.highest"),
    lowest: t("quiz.stats.lowest"),
  };
  return <ScoreStats figures={summary} labels={labels} countIcon={ListChecks} />;
}
