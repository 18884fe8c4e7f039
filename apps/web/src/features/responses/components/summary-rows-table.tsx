import type { ReactNode } from "react";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/cn";

export type SummaryRow = {
  key: string;
  title: string;
  /** A small line under the title, e.g. the type and how many answered. */
  meta: ReactNode;
  /** The figures and charts. */
  content: ReactNode;
  titleClassName?: string;
};

type SummaryRowsTableProps = {
  label: string;
  headings: readonly [string, string];
  rows: readonly SummaryRow[];
  className?: string;
};

/**
 * One row per question or variable: its name, then its figures and charts. On phones the two
 * cells stack, so a chart gets the screen's width rather than two thirds of it.
 */
export function SummaryRowsTable({ label, headings, rows, className }: SummaryRowsTableProps) {
  return (
    <Table label={label} className="table-fixed max-sm:block" containerClassName={className}>
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead className="w-[38%]">{headings[0]}</TableHead>
          <TableHead>{headings[1]}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {rows.map((row) => (
          <TableRow key={row.key} className="hover:bg-transparent max-sm:block">
            <TableCell className="align-top max-sm:block max-sm:pb-2">
              <p className={cn("wrap-anywhere font-medium", row.titleClassName)}>{row.title}</p>
              <p className="mt-1 text-muted-foreground text-xs">{row.meta}</p>
            </TableCell>
            <TableCell className="min-w-0 align-top max-sm:block max-sm:pt-2 max-sm:pb-5">
              {row.content}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
