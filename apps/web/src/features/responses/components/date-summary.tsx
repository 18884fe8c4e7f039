import { computePercentage, type DateSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { formatCalendarDate, formatMonth } from "@/lib/format-calendar-date";
import { useAppText } from "@/lib/i18n/use-app-text";
import { SummaryFigures } from "./summary-figures";

type DateSummaryViewProps = { label: string; answeredCount: number; summary: DateSummary };

/** A date question: the earliest and latest dates given, and how many fall in each month. */
export function DateSummaryView({ label, answeredCount, summary }: DateSummaryViewProps) {
  const t = useAppText();
  const items = summary.perMonth.map((month) => ({
    key: month.month,
    label: formatMonth(month.month, t.locale),
    count: month.count,
    percentage: computePercentage(month.count, answeredCount),
  }));
  return (
    <div className="grid gap-4">
      <SummaryFigures
        figures={[
          {
            label: t("responses.summary.earliest"),
            value: (
              <time dateTime={summary.earliest}>
                {formatCalendarDate(summary.earliest, t.locale)}
              </time>
            ),
          },
          {
            label: t("responses.summary.latest"),
            value: (
              <time dateTime={summary.latest}>{formatCalendarDate(summary.latest, t.locale)}</time>
            ),
          },
        ]}
      />
      <BarChart label={t("responses.summary.answersByMonth", { question: label })} items={items} />
    </div>
  );
}
