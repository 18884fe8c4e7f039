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
import { selectTopOptions } from "../utils/top-options";
import { ShowTableToggle } from "./show-table-toggle";

type OptionSummary = QuestionSummary["options"][number];

const toItem = ({ option, count, percentage, isCorrect }: OptionSummary): BarChartItem => ({
  key: option,
  label: option,
  count,
  percentage,
  highlight: isCorrect ? "Correct answer" : undefined,
});

function AllOptionsTable({ label, options }: { label: string; options: readonly OptionSummary[] }) {
  return (
    <Table label={`${label}: all options`} className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead>Option</TableHead>
          <TableHead className="w-32 text-right">Responses</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {options.map((option) => (
          <TableRow key={option.option}>
            <TableCell
              className={cn("wrap-anywhere", option.isCorrect && "font-medium text-success")}
            >
              {option.option}
              {option.isCorrect && <span className="sr-only"> (correct answer)</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">
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
  const { top, other } = selectTopOptions(question.options, question.answeredCount);
  const items = top.map(toItem);
  // Keyed apart, so an option that happens to be called "Other options" cannot clash.
  if (other) items.push({ ...toItem(other), key: "other-options" });
  return (
    <div className="grid gap-4">
      <BarChart label={label} items={items} />
      {other && (
        <ShowTableToggle
          showLabel={`Show all ${question.options.length} options`}
          hideLabel="Hide the full list"
        >
          <AllOptionsTable label={label} options={question.options} />
        </ShowTableToggle>
      )}
    </div>
  );
}
