import type { RegexPattern } from "@formloom/shared";
import { Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TableCell } from "@/components/ui/table";
import { formatDate } from "@/lib/format-date-time";
import { AdminTable, type AdminTableState } from "../admin-table";
import { EditRowLink } from "../edit-row-link";
import { RegexStatusSwitch } from "./regex-status-switch";
import { RegexValue } from "./regex-value";

const COLUMNS = ["Regex Name", "Regex Value", "Error Message", "Created On", "Status", "Action"];

type RegexTableProps = AdminTableState & {
  patterns: RegexPattern[] | undefined;
  onDelete: (pattern: RegexPattern) => void;
  returnTo: string;
};

const emptyState = (
  <>
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
  </>
);

export function RegexTable({ patterns, onDelete, returnTo, ...state }: RegexTableProps) {
  return (
    <AdminTable
      {...state}
      label="Regex patterns"
      columns={COLUMNS}
      rows={patterns}
      loadErrorText="The regex patterns could not be loaded."
      emptyState={emptyState}
      renderCells={(pattern) => (
        <>
          <TableCell className="max-w-40 truncate font-medium" title={pattern.title}>
            {pattern.title}
          </TableCell>
          <TableCell>
            <RegexValue regex={pattern.regex} />
          </TableCell>
          <TableCell className="min-w-40 max-w-56 text-muted-foreground">
            <span className="line-clamp-2 wrap-anywhere" title={pattern.errorMessage}>
              {pattern.errorMessage}
            </span>
          </TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">
            <time dateTime={pattern.createdAt}>{formatDate(pattern.createdAt)}</time>
          </TableCell>
          <TableCell>
            <RegexStatusSwitch pattern={pattern} />
          </TableCell>
          <TableCell>
            <div className="flex items-center gap-1">
              <EditRowLink
                to={`/admin/regex/edit/${pattern._id}`}
                returnTo={returnTo}
                label={`Edit ${pattern.title}`}
              />
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
        </>
      )}
    />
  );
}
