import type { ScoreSummary } from "@formloom/shared";
import { Award, ChartNoAxesColumn, ListChecks, TrendingDown } from "lucide-react";
import { StatCard, StatGrid } from "@/components/ui/stat-card";

const iconClass = "size-4";

export function QuizStats({ summary }: { summary: ScoreSummary }) {
  return (
    <StatGrid>
      <StatCard
        label="Total Attempts"
        value={summary.count}
        icon={<ListChecks aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Average"
        value={`${summary.average}%`}
        icon={<ChartNoAxesColumn aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Highest"
        value={`${summary.highest}%`}
        icon={<Award aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Lowest"
        value={`${summary.lowest}%`}
        icon={<TrendingDown aria-hidden="true" className={iconClass} />}
      />
    </StatGrid>
  );
}
