import { computePercentage, type NumberSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { formatNumber, formatRange } from "../utils/format-answer";
import { SummaryFigures } from "./summary-figures";

type NumberSummaryViewProps = { label: string; answeredCount: number; summary: NumberSummary };

/** A number question: how many answered, the spread, and a histogram of up to 10 bins. */
export function NumberSummaryView({ label, answeredCount, summary }: NumberSummaryViewProps) {
  const items = summary.histogram.map((bin) => ({
    key: `${bin.from}-${bin.to}`,
    label: formatRange(bin.from, bin.to),
    count: bin.count,
    percentage: computePercentage(bin.count, answeredCount),
  }));
  return (
    <div className="grid gap-4">
      <SummaryFigures
        figures={[
          { label: "Answered", value: answeredCount },
          { label: "Average", value: formatNumber(summary.average) },
          { label: "Median", value: formatNumber(summary.median) },
          { label: "Lowest", value: formatNumber(summary.min) },
          { label: "Highest", value: formatNumber(summary.max) },
        ]}
      />
      <BarChart label={`${label}: answers by range`} items={items} />
    </div>
  );
}
