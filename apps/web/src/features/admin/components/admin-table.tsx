import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
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
  const headings = ["No.", ...columns];

  const body = () => {
    if (isLoading) return <TableSkeletonRows columns={headings.length} />;
    if (isError && !rows) {
      return (
        <TableMessageRow columns={headings.length}>
          <p className="font-medium">{loadErrorText}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
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
    <Table aria-label={label} aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {headings.map((heading) => (
            <TableHead key={heading}>{heading}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{body()}</TableBody>
    </Table>
  );
}
