import { computePercentage, type PhoneSummary } from "@formloom/shared";
import { BarChart, type BarChartItem } from "@/components/ui/bar-chart";
import { countryName } from "@/lib/country-names";
import { useAppText } from "@/lib/i18n/use-app-text";

const COUNTRIES_SHOWN = 10;

/**
 * A phone question: how many numbers were given, and how many per country (the ten most
 * answered, the rest as one bar), the numbers no single country owns (+800…) apart.
 */
export function PhoneSummaryView({
  label,
  answeredCount,
  countries,
}: {
  label: string;
  answeredCount: number;
  countries: PhoneSummary;
}) {
  const t = useAppText();
  const bar = (key: string, name: string, count: number): BarChartItem => ({
    key,
    label: name,
    count,
    percentage: computePercentage(count, answeredCount),
  });
  const items = countries
    .slice(0, COUNTRIES_SHOWN)
    .map(({ country, count }) => bar(country, countryName(country, t.locale), count));
  const sumOf = (list: PhoneSummary) => list.reduce((sum, { count }) => sum + count, 0);
  const others = sumOf(countries.slice(COUNTRIES_SHOWN));
  if (others > 0) items.push(bar("other-countries", t("responses.summary.otherCountries"), others));
  const withoutCountry = answeredCount - sumOf(countries);
  if (withoutCountry > 0) {
    items.push(bar("no-country", t("responses.summary.noCountry"), withoutCountry));
  }
  return (
    <div className="grid gap-4">
      <p className="font-medium text-foreground tabular-nums">
        {t("responses.summary.phoneCount", { count: answeredCount })}
      </p>
      <BarChart label={t("responses.summary.byCountry", { question: label })} items={items} />
    </div>
  );
}
