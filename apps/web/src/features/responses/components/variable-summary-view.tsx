import { computePercentage, type VariableSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formatNumber, formatRange } from "../utils/format-answer";
import { SummaryFigures } from "./summary-figures";

/** One variable over the counted responses: a number's spread and bins, a text's top values. */
export function VariableSummaryView({ summary }: { summary: VariableSummary }) {
  const t = useAppText();
  if (summary.count === 0) {
    return <p className="text-muted-foreground text-sm">{t("responses.summary.noAnswers")}</p>;
  }
  if (summary.kind === "text") {
    const items = summary.values.map(({ value, count }) => ({
      key: value,
      label: value,
      count,
      percentage: computePercentage(count, summary.count),
    }));
    return (
      <div className="grid gap-3">
        <BarChart
          label={t("responses.variables.valuesLabel", { name: summary.name })}
          items={items}
        />
        {summary.others > 0 && (
          <p className="text-muted-foreground text-sm">
            {t("responses.variables.others", { count: summary.others })}
          </p>
        )}
      </div>
    );
  }
  const number = (value: number | null) => (value === null ? "–" : formatNumber(value, t.locale));
  const items = summary.histogram.map((bin) => ({
    key: `${bin.from}-${bin.to}`,
    label: formatRange(bin.from, bin.to, t.locale),
    count: bin.count,
    percentage: computePercentage(bin.count, summary.count),
  }));
  return (
    <div className="grid gap-4">
      <SummaryFigures
        figures={[
          { label: t("responses.summary.average"), value: number(summary.average) },
          { label: t("responses.summary.lowest"), value: number(summary.min) },
          { label: t("responses.summary.highest"), value: number(summary.max) },
        ]}
      />
      <BarChart
        label={t("responses.variables.rangesLabel", { name: summary.name })}
        items={items}
      />
    </div>
  );
}
