import type { Question, QuestionSummary } from "@formloom/shared";
import { toOptionImageUrl } from "@formloom/shared/option-images";
import { BarChart, type BarChartItem } from "@/components/ui/bar-chart";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { type AppText, type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { CountrySummaryView } from "./country-summary";
import { DateSummaryView } from "./date-summary";
import { DropdownSummaryView } from "./dropdown-summary";
import { GridSummaryView } from "./grid-summary";
import { NoAnswersYet } from "./no-answers-yet";
import { NumberSummaryView } from "./number-summary";
import { RankingSummaryView } from "./ranking-summary";
import { ScaleSummaryView } from "./scale-summary";

const toChartItems = (t: AppText, summary: QuestionSummary): BarChartItem[] =>
  summary.options.map(({ option, count, percentage, isCorrect }) => ({
    key: option,
    label:
      summary.questionType === "rating"
        ? t("responses.summary.stars", { count: Number(option) })
        : option,
    count,
    percentage,
    highlight: isCorrect ? t("responses.summary.correctAnswer") : undefined,
  }));

/** An image choice's bars, each with its option's picture as the question shows it now. */
function withThumbnails(items: BarChartItem[], question: Question | undefined): BarChartItem[] {
  if (!question) return items;
  return items.map((item) => {
    const imageId = question.optionImages[question.options.indexOf(item.key)]?.imageId;
    return imageId ? { ...item, imageUrl: toOptionImageUrl(imageId) } : item;
  });
}
// The types whose summary is how many answered, said in their own words.
const COUNT_TEXTS: Partial<Record<QuestionSummary["questionType"], AppTextId>> = {
  consent: "responses.summary.agreedCount",
  signature: "responses.summary.signedCount",
};

function ReadIndividually({ summary }: { summary: QuestionSummary }) {
  const t = useAppText();
  const id = COUNT_TEXTS[summary.questionType];
  if (id) {
    return (
      <p className="text-muted-foreground">
        <span className="font-medium text-foreground tabular-nums">
          {t(id, { count: summary.answeredCount })}
        </span>
      </p>
    );
  }
  if (summary.questionType !== "email") {
    return <p className="text-muted-foreground">{t("responses.summary.readIndividually")}</p>;
  }
  return (
    <p className="text-muted-foreground">
      {textWithElements(t, "responses.summary.addressesGiven", {
        addresses: (
          <span className="font-medium text-foreground tabular-nums">
            {t("responses.summary.addressCount", { count: summary.answeredCount })}
          </span>
        ),
      })}
    </p>
  );
}

type QuestionSummaryViewProps = { summary: QuestionSummary; question: Question | undefined };

/** The Answers cell of the summary: each type's own figures and chart. */
export function QuestionSummaryView({ summary, question }: QuestionSummaryViewProps) {
  const t = useAppText();
  const label = summary.questionText;
  switch (summary.questionType) {
    case "dropdown":
      return summary.options.length > 0 ? (
        <DropdownSummaryView label={label} question={summary} />
      ) : (
        <NoAnswersYet />
      );
    case "number":
      return summary.number ? (
        <NumberSummaryView
          label={label}
          answeredCount={summary.answeredCount}
          summary={summary.number}
        />
      ) : (
        <NoAnswersYet />
      );
    case "date":
      return summary.date ? (
        <DateSummaryView
          label={label}
          answeredCount={summary.answeredCount}
          summary={summary.date}
        />
      ) : (
        <NoAnswersYet />
      );
    case "linearScale":
      return summary.options.length > 0 ? (
        <ScaleSummaryView
          label={label}
          options={summary.options}
          summary={summary.scale}
          question={question}
        />
      ) : (
        <NoAnswersYet />
      );
    case "address":
      return summary.answeredCount > 0 ? (
        <CountrySummaryView
          answeredCount={summary.answeredCount}
          countries={summary.countries ?? []}
          countText={t("responses.summary.addressAnswered", { count: summary.answeredCount })}
          chartLabel={t("responses.summary.countriesLabel", { question: label })}
        />
      ) : (
        <NoAnswersYet />
      );
    case "matrix":
      return summary.grid && summary.grid.length > 0 ? (
        <GridSummaryView label={label} rows={summary.grid} />
      ) : (
        <NoAnswersYet />
      );
    case "ranking":
      return summary.ranking && summary.ranking.length > 0 && summary.answeredCount > 0 ? (
        <RankingSummaryView label={label} ranking={summary.ranking} />
      ) : (
        <NoAnswersYet />
      );
    case "phone":
      return summary.answeredCount > 0 ? (
        <CountrySummaryView
          answeredCount={summary.answeredCount}
          countries={summary.countries ?? []}
          countText={t("responses.summary.phoneCount", { count: summary.answeredCount })}
          chartLabel={t("responses.summary.byCountry", { question: label })}
          withoutCountryText={t("responses.summary.noCountry")}
        />
      ) : (
        <NoAnswersYet />
      );
    case "imageChoice":
      return summary.options.length > 0 ? (
        <BarChart label={label} items={withThumbnails(toChartItems(t, summary), question)} />
      ) : (
        <NoAnswersYet />
      );
    default:
      return summary.options.length > 0 ? (
        <BarChart label={label} items={toChartItems(t, summary)} />
      ) : (
        <ReadIndividually summary={summary} />
      );
  }
}
