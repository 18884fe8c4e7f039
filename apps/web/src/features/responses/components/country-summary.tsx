import { type CountrySummary, computePercentage } from "@formloom/shared";
import { BarChart, type BarChartItem } from "@/components/ui/bar-chart";
import { countryName } from "@/lib/country-names";
import { useAppText } from "@/lib/i18n/use-app-text";

const COUNTRIES_SHOWN = 10;

type CountrySummaryViewProps = {
  answeredCount: number;
  countries: CountrySummary;
  /** How many answers there are, in words ("3 numbers given"). */
  countText: string;
  chartLabel: string;
  /** The bar of answers that name no country (a +800 number); none without it. */
  withoutCountryText?: string;
};

/**
 * A phone or an address question: how many answers were given, and how many per country (the
 * ten most answered, the rest as one bar), the answers of no single country apart.
 */
export function CountrySummaryView({
  answeredCount,
  countries,
  countText,
  chartLabel,
  withoutCountryText,
}: CountrySummaryViewProps) {
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
  const sumOf = (list: CountrySummary) => list.reduce((sum, { count }) => sum + count, 0);
  const others = sumOf(countries.slice(COUNTRIES_SHOWN));
  if (others > 0) items.push(bar("other-countries", t("responses.summary.otherCountries"), others));
  const withoutCountry = answeredCount - sumOf(countries);
  if (withoutCountryText && withoutCountry > 0) {
    items.push(bar("no-country", withoutCountryText, withoutCountry));
  }
  return (
    <div className="grid gap-4">
      <p className="font-medium text-foreground tabular-nums">{countText}</p>
      {items.length > 0 && <BarChart label={chartLabel} items={items} />}
    </div>
  );
}
