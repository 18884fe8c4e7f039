import { computePercentage, type DateSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { formatCalendarDate, formatMonth } from "@/lib/format-calendar-date";
import { SummaryFigures } from "./summary-figures";

type DateSummaryViewProps = { label: string; answeredCount: number; summary: DateSummary };

/** A date question: the earliest and latest dates given, and how many fall in each month. */
export function DateSummaryView({ label, answeredCount, summary }: DateSummaryViewProps) {
  const items = summary.perMonth.map((month) => ({
    key: month.month,
    label: formatMonth(month.month),
    count: month.count,
    percentage: computePercentage(month.count, answeredCount),
  }));
  return (
    <div className="grid gap-4">
      <SummaryFigures
        figures={[
          {
            label: "Earliest",
            value: <time dateTime={summary.earliest}>{formatCalendarDate(summary.earliest)}</time>,
          },
          {
            label: "Latest",
            value: <time dateTime={summary.latest}>{formatCalendarDate(summary.latest)}</time>,
          },
        ]}
      />
      <BarChart label={`${label}: answers by month`} items={items} />
    </div>
  );
}
