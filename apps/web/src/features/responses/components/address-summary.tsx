import { computePercentage, type QuestionSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { countryName } from "@/lib/country-names";
import { useAppText } from "@/lib/i18n/use-app-text";

type AddressSummaryViewProps = { label: string; summary: QuestionSummary };

/** An address: how many gave one, and how many name each country (shares of those given). */
export function AddressSummaryView({ label, summary }: AddressSummaryViewProps) {
  const t = useAppText();
  const items = (summary.countries ?? []).map(({ country, count }) => ({
    key: country,
    label: countryName(country, t.locale),
    count,
    percentage: computePercentage(count, summary.answeredCount),
  }));
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground">
        <span className="font-medium text-foreground tabular-nums">
          {t("responses.summary.addressAnswered", { count: summary.answeredCount })}
        </span>
      </p>
      {items.length > 0 && (
        <BarChart
          label={t("responses.summary.countriesLabel", { question: label })}
          items={items}
        />
      )}
    </div>
  );
}
