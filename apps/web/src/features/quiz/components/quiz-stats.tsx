import { ListChecks } from "lucide-react";
import { ScoreStats } from "@/components/score-stats";
import type { AttemptsSummary } from "../utils/summarize-attempts";

const LABELS = {
  count: "Total Attempts",
  average: "Average",
  highest: "Highest",
  lowest: "Lowest",
};

export function QuizStats({ summary }: { summary: AttemptsSummary }) {
  return <ScoreStats figures={summary} labels={LABELS} countIcon={ListChecks} />;
}
