import { computePercentage, type NumberSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formatNumber, formatRange } from "../utils/format-answer";
import { SummaryFigures } from "./summary-figures";

type NumberSummaryViewProps = { label: string; answeredCount: number; summary: NumberSummary };

/** A number question: how many answered, the spread, and a histogram of up to 10 bins. */
export function NumberSummaryView({ label, answeredCount, summary }: NumberSummaryViewProps) {
  const t = useAppText();
  const items = summary.histogram.map((bin) => ({
    key: `${bin.from}-${bin.to}`,
    label: formatRange(bin.from, bin.to, t.locale),
    count: bin.count,
    percentage: computePercentage(bin.count, answeredCount),
  }));
  return (
    <div className="grid gap-4">
      <SummaryFigures
        figures={[
          { label: t("responses.summary.answered"), value: answeredCount },
          { label: t("responses.summary.average"), value: formatNumber(summary.average, t.locale) },
          { label: t("responses.summary.median"), value: formatNumber(summary.median, t.locale) },
          { label: t("responses.summary.lowest"), value: formatNumber(summary.min, t.locale) },
          { label: t("responses.summary.highest"), value: formatNumber(summary.max, t.locale) },
        ]}
      />
      <BarChart label={t("responses.summary.answersByRange", { question: label })} items={items} />
    </div>
  );
}
