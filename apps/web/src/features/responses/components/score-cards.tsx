import type { ResponsesSummary } from "@formloom/shared";
import { Award, ChartNoAxesColumn, TrendingDown, Users } from "lucide-react";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { formatPercent } from "../utils/format-percent";

const iconClass = "size-4";

export function ScoreCards({ summary }: { summary: ResponsesSummary }) {
  return (
    <StatGrid>
      <StatCard
        label="Total Responses"
        value={summary.totalResponses}
        icon={<Users aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Average Score"
        value={formatPercent(summary.averageScore)}
        icon={<ChartNoAxesColumn aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Highest Score"
        value={formatPercent(summary.highestScore)}
        icon={<Award aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Lowest Score"
        value={formatPercent(summary.lowestScore)}
        icon={<TrendingDown aria-hidden="true" className={iconClass} />}
      />
    </StatGrid>
  );
}
