import type { QuestionSummary } from "@formloom/shared";
import { BarChart, type BarChartItem } from "@/components/ui/bar-chart";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { selectTopOptions } from "../utils/top-options";
import { ShowTableToggle } from "./show-table-toggle";

type OptionSummary = QuestionSummary["options"][number];

const toItem = (
  t: AppText,
  { option, count, percentage, isCorrect }: OptionSummary,
): BarChartItem => ({
  key: option,
  label: option,
  count,
  percentage,
  highlight: isCorrect ? t("responses.summary.correctAnswer") : undefined,
});

function AllOptionsTable({ label, options }: { label: string; options: readonly OptionSummary[] }) {
  const t = useAppText();
  return (
    <Table label={t("responses.summary.allOptions", { question: label })} className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead>{t("responses.summary.option")}</TableHead>
          <TableHead className="w-32 text-end">{t("responses.summary.responses")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {options.map((option) => (
          <TableRow key={option.option}>
            <TableCell
              className={cn("wrap-anywhere", option.isCorrect && "font-medium text-success")}
            >
              {option.option}
              {option.isCorrect && (
                <span className="sr-only"> {t("responses.summary.correctAnswerMark")}</span>
              )}
            </TableCell>
            <TableCell className="text-end tabular-nums">
              {option.count} · {option.percentage}%
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A dropdown: the ten most chosen options and "Other options"; every option in a table. */
export function DropdownSummaryView({
  label,
  question,
}: {
  label: string;
  question: QuestionSummary;
}) {
  const t = useAppText();
  const { top, other } = selectTopOptions(question.options, question.answeredCount);
  const items = top.map((option) => toItem(t, option));
  // Keyed apart, so an option that happens to be called "Other options" cannot clash.
  if (other) {
    items.push({
      ...toItem(t, other),
      key: "other-options",
      label: t("responses.summary.otherOptions"),
    });
  }
  return (
    <div className="grid gap-4">
      <BarChart label={label} items={items} />
      {other && (
        <ShowTableToggle
          showLabel={t("responses.summary.showAllOptions", { count: question.options.length })}
          hideLabel={t("responses.summary.hideAllOptions")}
        >
          <AllOptionsTable label={label} options={question.options} />
        </ShowTableToggle>
      )}
    </div>
  );
}
