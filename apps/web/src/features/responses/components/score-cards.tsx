import type { ResponsesSummary } from "@formloom/shared";
import { Users } from "lucide-react";
import { ScoreStats } from "@/components/score-stats";

const LABELS = {
  count: "Total Responses",
  average: "Average Score",
  highest: "Highest Score",
  lowest: "Lowest Score",
};

export function ScoreCards({ summary }: { summary: ResponsesSummary }) {
  const figures = {
    count: summary.totalResponses,
    average: summary.averageScore,
    highest: summary.highestScore,
    lowest: summary.lowestScore,
  };
  return <ScoreStats figures={figures} labels={LABELS} countIcon={Users} />;
}
