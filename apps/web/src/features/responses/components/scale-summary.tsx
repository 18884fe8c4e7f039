import type { Question, QuestionSummary, ScaleSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formatNumber } from "../utils/format-answer";
import { NpsSummaryView } from "./nps-summary";
import { SummaryFigures } from "./summary-figures";

type ScaleSummaryViewProps = {
  label: string;
  options: QuestionSummary["options"];
  summary: ScaleSummary | null | undefined;
  question: Question | undefined;
};

/** The scale's end labels beside its end values, e.g. "0 · Not at all likely". */
function labelValue(value: string, question: Question | undefined): string {
  if (!question) return value;
  const end =
    value === String(question.scaleMin)
      ? question.scaleMinLabel
      : value === String(question.scaleMax)
        ? question.scaleMaxLabel
        : "";
  return end ? `${value} · ${end}` : value;
}

/** A linear scale: answers per value and their average; an NPS scale's NPS, a CSAT's CSAT %. */
export function ScaleSummaryView({ label, options, summary, question }: ScaleSummaryViewProps) {
  const t = useAppText();
  const items = options.map(({ option, count, percentage, isCorrect }) => ({
    key: option,
    label: labelValue(option, question),
    count,
    percentage,
    highlight: isCorrect ? t("responses.summary.correctAnswer") : undefined,
  }));
  return (
    <div className="grid gap-4">
      {summary && (
        <SummaryFigures
          figures={[
            {
              label: t("responses.summary.average"),
              value: formatNumber(summary.average, t.locale),
            },
          ]}
        />
      )}
      {summary?.nps && <NpsSummaryView nps={summary.nps} />}
      {summary?.csat && (
        <SummaryFigures
          figures={[
            {
              label: t("responses.summary.csat"),
              value: t("responses.summary.csatValue", { percentage: summary.csat.percentage }),
            },
            {
              label: t("responses.summary.csatSatisfied"),
              value: formatNumber(summary.csat.satisfied, t.locale),
            },
          ]}
        />
      )}
      <BarChart label={label} items={items} />
    </div>
  );
}
