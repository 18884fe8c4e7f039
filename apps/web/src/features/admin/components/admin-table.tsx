import { MoveRight } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
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
import { useHorizontalOverflow } from "../hooks/use-horizontal-overflow";
import { TableMessageRow, TableSkeletonRows } from "./table-state-row";

/** What a list page knows about its current page of rows. */
export type AdminTableState = {
  /** The row number of the first row on this page. */
  firstNumber: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

type AdminTableProps<Row extends { _id: string }> = AdminTableState & {
  label: string;
  /** The columns after "No.", which this table numbers itself. */
  columns: readonly string[];
  rows: Row[] | undefined;
  renderCells: (row: Row) => ReactNode;
  loadErrorText: string;
  emptyState: ReactNode;
};

/** A numbered admin list with its loading, failed and empty states. */
export function AdminTable<Row extends { _id: string }>({
  label,
  columns,
  rows,
  renderCells,
  loadErrorText,
  emptyState,
  firstNumber,
  isLoading,
  isError,
  onRetry,
}: AdminTableProps<Row>) {
  const t = useAppText();
  const headings = [t("admin.table.number"), ...columns];
  const boxRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { isOverflowing, hasMoreRight } = useHorizontalOverflow(boxRef, "section");

  const body = () => {
    if (isLoading) return <TableSkeletonRows columns={headings.length} />;
    if (isError && !rows) {
      return (
        <TableMessageRow columns={headings.length}>
          <p className="font-medium">{loadErrorText}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("admin.table.tryAgain")}
          </Button>
        </TableMessageRow>
      );
    }
    if (!rows?.length) {
      return <TableMessageRow columns={headings.length}>{emptyState}</TableMessageRow>;
    }
    return rows.map((row, index) => (
      <TableRow key={row._id}>
        <TableCell className="text-muted-foreground tabular-nums">{firstNumber + index}</TableCell>
        {renderCells(row)}
      </TableRow>
    ));
  };

  return (
    <div className="flex flex-col gap-2">
      {isOverflowing && (
        <p
          id={hintId}
          className="flex items-center justify-end gap-1 text-muted-foreground text-xs"
        >
          {t("admin.table.scrollForMore")}
          <MoveRight aria-hidden="true" className="size-3.5" />
        </p>
      )}
      <div ref={boxRef} className="relative">
        <Table
          aria-label={label}
          aria-busy={isLoading || undefined}
          aria-describedby={isOverflowing ? hintId : undefined}
          // Tighter cells and headings that may wrap keep every column, Actions included, in a 1280 px screen.
          className="[&_td]:px-3 [&_th]:px-3 [&_th]:whitespace-normal"
        >
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {headings.map((heading) => (
                <TableHead key={heading}>{heading}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{body()}</TableBody>
        </Table>
        {/* A fade over the right edge shows that the row goes on. */}
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-px right-px w-12 rounded-r-xl bg-linear-to-l from-card to-transparent transition-opacity",
            hasMoreRight ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
