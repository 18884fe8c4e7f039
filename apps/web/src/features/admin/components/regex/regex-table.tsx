import type { RegexPattern } from "@formloom/shared";
import { Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TableCell } from "@/components/ui/table";
import { formatDate } from "@/lib/format-date-time";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { AdminTable, type AdminTableState } from "../admin-table";
import { EditRowLink } from "../edit-row-link";
import { RegexStatusSwitch } from "./regex-status-switch";
import { RegexValue } from "./regex-value";

const COLUMNS: readonly AppTextId[] = [
  "admin.regexTable.regexName",
  "admin.regexTable.regexValue",
  "admin.regexTable.errorMessage",
  "admin.regexTable.createdOn",
  "admin.regexTable.status",
  "admin.regexTable.action",
];

type RegexTableProps = AdminTableState & {
  patterns: RegexPattern[] | undefined;
  onDelete: (pattern: RegexPattern) => void;
  returnTo: string;
};

function EmptyState() {
  const t = useAppText();
  return (
    <>
      <p className="font-medium">{t("admin.regexTable.emptyTitle")}</p>
      <p className="max-w-sm text-muted-foreground text-sm">
        {t("admin.regexTable.emptyDescription")}
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to="/admin/regex/create">
          <Plus aria-hidden="true" />
          {t("admin.regexTable.createFirst")}
        </Link>
      </Button>
    </>
  );
}

export function RegexTable({ patterns, onDelete, returnTo, ...state }: RegexTableProps) {
  const t = useAppText();
  return (
    <AdminTable
      {...state}
      label={t("admin.regexTable.label")}
      columns={COLUMNS.map((column) => t(column))}
      rows={patterns}
      loadErrorText={t("admin.regexTable.loadFailed")}
      emptyState={<EmptyState />}
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
                label={t("admin.regexTable.editLabel", { title: pattern.title })}
              />
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t("admin.regexTable.deleteLabel", { title: pattern.title })}
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
