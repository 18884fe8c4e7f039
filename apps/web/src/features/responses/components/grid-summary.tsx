import type { GridSummary } from "@formloom/shared";
import { BarChart } from "@/components/ui/bar-chart";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { ShowTableToggle } from "./show-table-toggle";

type GridSummaryViewProps = { label: string; rows: GridSummary };

/** Rows × columns with each count and share; a correct column is marked in words too. */
function GridCountsTable({ label, rows }: GridSummaryViewProps) {
  const t = useAppText();
  const columns = rows[0]?.columns.map((column) => column.option) ?? [];
  return (
    <Table label={t("responses.summary.countsPerRow", { question: label })}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("responses.summary.row")}</TableHead>
          {columns.map((column) => (
            <TableHead key={column} className="whitespace-normal normal-case">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.row}>
            <TableHead
              scope="row"
              className="whitespace-normal font-medium text-foreground text-sm normal-case tracking-normal"
            >
              {row.row}
            </TableHead>
            {row.columns.map((column) => (
              <TableCell
                key={column.option}
                className={cn(
                  "whitespace-nowrap tabular-nums",
                  column.isCorrect && "font-medium text-success",
                )}
              >
                {column.count} · {column.percentage}%
                {column.isCorrect && (
                  <span className="sr-only"> {t("responses.summary.correctAnswerMark")}</span>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A grid: per row, a group of bars (one per column), and the same counts as a table. */
export function GridSummaryView({ label, rows }: GridSummaryViewProps) {
  const t = useAppText();
  return (
    <div className="grid gap-4">
      <ul
        aria-label={t("responses.summary.answersPerRow", { question: label })}
        className="grid gap-5"
      >
        {rows.map((row) => (
          <li key={row.row} className="grid gap-2">
            <p className="text-sm wrap-anywhere">
              <span className="font-medium">{row.row}</span>
              <span className="text-muted-foreground">
                {" · "}
                {t("responses.summary.answeredCount", { count: row.answeredCount })}
              </span>
            </p>
            <BarChart
              label={t("responses.summary.rowLabel", { question: label, row: row.row })}
              className="border-s-2 ps-3"
              items={row.columns.map((column) => ({
                key: column.option,
                label: column.option,
                count: column.count,
                percentage: column.percentage,
                highlight: column.isCorrect ? t("responses.summary.correctAnswer") : undefined,
              }))}
            />
          </li>
        ))}
      </ul>
      <ShowTableToggle
        showLabel={t("responses.summary.showTable")}
        hideLabel={t("responses.summary.hideTable")}
      >
        <GridCountsTable label={label} rows={rows} />
      </ShowTableToggle>
    </div>
  );
}
