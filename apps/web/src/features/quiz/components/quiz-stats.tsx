import type { ScoreSummary } from "@formloom/shared";
import { ListChecks } from "lucide-react";
import { ScoreStats } from "@/components/score-stats";

const LABELS = {
  count: "Total Attempts",
  average: "Average",
  highest: "Highest",
  lowest: "Lowest",
};

export function QuizStats({ summary }: { summary: ScoreSummary }) {
  return <ScoreStats figures={summary} labels={LABELS} countIcon={ListChecks} />;
}
