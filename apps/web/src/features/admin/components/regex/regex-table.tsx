import type { RegexPattern } from "@formloom/shared";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate } from "../../utils/format-date-time";
import { TableMessageRow, TableSkeletonRows } from "../table-state-row";
import { RegexStatusSwitch } from "./regex-status-switch";
import { RegexValue } from "./regex-value";

const COLUMNS = [
  "No.",
  "Regex Name",
  "Regex Value",
  "Error Message",
  "Created On",
  "Status",
  "Action",
];

type RegexTableProps = {
  patterns: RegexPattern[] | undefined;
  firstNumber: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onDelete: (pattern: RegexPattern) => void;
  returnTo: string;
};

export function RegexTable({
  patterns,
  firstNumber,
  isLoading,
  isError,
  onRetry,
  onDelete,
  returnTo,
}: RegexTableProps) {
  const body = () => {
    if (isLoading) return <TableSkeletonRows columns={COLUMNS.length} />;
    if (isError && !patterns) {
      return (
        <TableMessageRow columns={COLUMNS.length}>
          <p className="font-medium">The regex patterns could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </TableMessageRow>
      );
    }
    if (!patterns?.length) {
      return (
        <TableMessageRow columns={COLUMNS.length}>
          <p className="font-medium">No regex patterns found</p>
          <p className="max-w-sm text-muted-foreground text-sm">
            Patterns you create here can be picked by form owners to check short answers.
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/regex/create">
              <Plus aria-hidden="true" />
              Create your first pattern
            </Link>
          </Button>
        </TableMessageRow>
      );
    }
    return patterns.map((pattern, index) => (
      <TableRow key={pattern._id}>
        <TableCell className="text-muted-foreground tabular-nums">{firstNumber + index}</TableCell>
        <TableCell className="max-w-48 truncate font-medium" title={pattern.title}>
          {pattern.title}
        </TableCell>
        <TableCell>
          <RegexValue regex={pattern.regex} />
        </TableCell>
        <TableCell className="min-w-48 max-w-72 text-muted-foreground">
          <span className="line-clamp-2">{pattern.errorMessage}</span>
        </TableCell>
        <TableCell className="whitespace-nowrap text-muted-foreground">
          <time dateTime={pattern.createdAt}>{formatDate(pattern.createdAt)}</time>
        </TableCell>
        <TableCell>
          <RegexStatusSwitch pattern={pattern} />
        </TableCell>
        <TableCell>
          <div className="flex items-center gap-1">
            <Button asChild variant="ghost" size="icon-sm">
              <Link
                to={`/admin/regex/edit/${pattern._id}`}
                state={{ returnTo }}
                aria-label={`Edit ${pattern.title}`}
              >
                <Pencil aria-hidden="true" />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${pattern.title}`}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => onDelete(pattern)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </TableCell>
      </TableRow>
    ));
  };

  return (
    <Table aria-label="Regex patterns" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{body()}</TableBody>
    </Table>
  );
}
