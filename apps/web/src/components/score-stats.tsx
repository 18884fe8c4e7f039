import type { LucideIcon } from "lucide-react";
import { Award, ChartNoAxesColumn, TrendingDown } from "lucide-react";
import { StatCard, StatGrid } from "@/components/ui/stat-card";

type ScoreFigures = {
  count: number;
  /** Percentages; null when nothing is scored. */
  average: number | null;
  highest: number | null;
  lowest: number | null;
};

type ScoreStatsProps = {
  figures: ScoreFigures;
  labels: Record<keyof ScoreFigures, string>;
  /** What is counted: attempts, responses. */
  countIcon: LucideIcon;
};

const iconClass = "size-4";

const formatPercent = (value: number | null) => (value === null ? "—" : `${value}%`);

/** How many were scored, then the average, highest and lowest percentage (SPEC §2, §4). */
export function ScoreStats({ figures, labels, countIcon: CountIcon }: ScoreStatsProps) {
  return (
    <StatGrid>
      <StatCard
        label={labels.count}
        value={figures.count}
        icon={<CountIcon aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label={labels.average}
        value={formatPercent(figures.average)}
        icon={<ChartNoAxesColumn aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label={labels.highest}
        value={formatPercent(figures.highest)}
        icon={<Award aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label={labels.lowest}
        value={formatPercent(figures.lowest)}
        icon={<TrendingDown aria-hidden="true" className={iconClass} />}
      />
    </StatGrid>
  );
}
