import type { CSSProperties } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useRespondText } from "../i18n/use-respond-text";
import { optionLabelOf } from "../utils/shown-form";
import type { AnswerControlProps } from "./answer-control-props";

/** The grid's answer as one entry per row, "" for a row not answered yet. */
export function readGridAnswer(value: unknown, rowCount: number): string[] {
  const isShaped = Array.isArray(value) && value.length === rowCount;
  return isShaped
    ? value.map((entry) => (typeof entry === "string" ? entry : ""))
    : Array(rowCount).fill("");
}

const cellClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-background px-3 py-2 text-sm transition-colors hover:bg-muted/60 has-[:checked]:border-primary/50 has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40 sm:justify-center sm:border-transparent sm:bg-transparent sm:px-1 sm:has-[:checked]:border-transparent sm:has-[:checked]:bg-transparent";

type GridColumn = { value: string; label: string };

type GridRowProps = {
  row: string;
  rowIndex: number;
  /** Each column's value (its default-language text) and what the respondent reads. */
  columns: readonly GridColumn[];
  /** The row's column, "" before it is answered. */
  answer: string;
  /** The control's id, which the first radio takes and every radio's name starts with. */
  name: string;
  isRequired: boolean;
  isMissing: boolean;
  onChoose: (column: string) => void;
  onBlur: () => void;
};

/** One row: a radio group named by the row, a radio per column. */
function GridRow({
  row,
  rowIndex,
  columns,
  answer,
  name,
  isRequired,
  isMissing,
  onChoose,
  onBlur,
}: GridRowProps) {
  const rowLabel = `${name}-row-${rowIndex}`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={rowLabel}
      aria-required={isRequired || undefined}
      aria-invalid={isMissing || undefined}
      className="grid gap-2 border-t pt-3 [&:nth-child(2)]:border-t-0 [&:nth-child(2)]:pt-0 sm:col-span-full sm:grid-cols-subgrid sm:items-center sm:gap-0 sm:rounded-lg sm:border-t-0 sm:bg-card sm:py-0.5 sm:odd:bg-muted"
    >
      <span
        id={rowLabel}
        dir="auto"
        className={cn(
          "wrap-anywhere font-medium text-sm sm:sticky sm:start-0 sm:rounded-s-lg sm:bg-inherit sm:py-2 sm:ps-2 sm:pe-3 sm:font-normal",
          isMissing && "text-destructive",
        )}
      >
        {row}
      </span>
      <div className="flex flex-wrap gap-2 sm:contents">
        {columns.map((column, columnIndex) => (
          <label key={column.value} className={cellClass}>
            <input
              type="radio"
              name={`${name}-${rowIndex}`}
              id={rowIndex === 0 && columnIndex === 0 ? name : undefined}
              value={column.value}
              checked={answer === column.value}
              onChange={() => onChoose(column.value)}
              onBlur={onBlur}
              className="size-4 shrink-0 accent-primary"
            />
            <span dir="auto" className="wrap-anywhere sm:sr-only">
              {column.label}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * A radio group per row, named by the row, each radio by its column. From sm up it reads as
 * a table (columns as headers, scrolling in its own box when wide); on a phone each row
 * stacks with its columns written out.
 */
export function GridAnswer({
  question,
  ids,
  value,
  hasError,
  onChange,
  onBlur,
}: AnswerControlProps) {
  const { rows } = question;
  const columns = question.options.map((option) => ({
    value: option,
    label: optionLabelOf(question, option),
  }));
  const answers = readGridAnswer(value, rows.length);
  const t = useRespondText();
  const layout = {
    "--grid-columns": `minmax(7rem, 1.4fr) repeat(${columns.length}, minmax(4.5rem, 1fr))`,
  } as CSSProperties;

  const choose = (rowIndex: number, column: string) =>
    onChange(answers.map((answer, index) => (index === rowIndex ? column : answer)));

  return (
    <div className="grid min-w-0 gap-2">
      <div className="relative -mx-1 min-w-0 overflow-x-auto px-1 pb-1">
        <div
          className="grid grid-cols-1 gap-3 sm:grid-cols-(--grid-columns) sm:gap-0"
          style={layout}
        >
          <div aria-hidden="true" className="hidden sm:col-span-full sm:grid sm:grid-cols-subgrid">
            <span className="sticky start-0 bg-card" />
            {columns.map((column) => (
              <span
                key={column.value}
                dir="auto"
                className="wrap-anywhere px-1 pb-2 text-center text-muted-foreground text-xs leading-tight"
              >
                {column.label}
              </span>
            ))}
          </div>
          {rows.map((row, rowIndex) => (
            <GridRow
              key={row}
              row={row}
              rowIndex={rowIndex}
              columns={columns}
              answer={answers[rowIndex] ?? ""}
              name={ids.control}
              isRequired={question.required}
              // A required grid's error is about the rows left: mark those.
              isMissing={hasError && question.required && answers[rowIndex] === ""}
              onChoose={(column) => choose(rowIndex, column)}
              onBlur={onBlur}
            />
          ))}
        </div>
      </div>
      {!question.required && answers.some((answer) => answer !== "") && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          onClick={() => onChange(undefined)}
        >
          {t("choice.clear")}
        </Button>
      )}
    </div>
  );
}
