import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

export type Column<Row> = {
  header: string;
  /** Widths set on the header hold for the whole column. */
  headerClassName?: string;
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
};

type ResponsiveTableProps<Row> = {
  /** Names both the card list and the table. */
  label: string;
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  renderCard: (row: Row, index: number) => ReactNode;
  cardClassName?: string;
  isBusy?: boolean;
};

/** The same rows as cards on phones, where a wide table is hard to read, and as a table from sm up. */
export function ResponsiveTable<Row>({
  label,
  rows,
  getRowKey,
  columns,
  renderCard,
  cardClassName,
  isBusy,
}: ResponsiveTableProps<Row>) {
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:hidden">
        {rows.map((row, index) => (
          <li
            key={getRowKey(row)}
            className={cn(
              "grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-soft",
              cardClassName,
            )}
          >
            {renderCard(row, index)}
          </li>
        ))}
      </ul>
      <Table label={label} aria-busy={isBusy || undefined} containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.headerClassName}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={getRowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
