import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { formatShare } from "../utils/format-duration";
import type { FunnelRow } from "../utils/funnel-steps";

function stepLabel(row: FunnelRow, t: AppText): string {
  if (row.kind === "page") return t("responses.funnel.page", { page: row.page });
  return t(`responses.funnel.${row.kind}`);
}

/** Each step as a row a screen reader reads: its count, what it kept, and a bar of its share. */
export function FunnelTable({ rows }: { rows: readonly FunnelRow[] }) {
  const t = useAppText();
  const share = (value: number | null) => (value === null ? "—" : formatShare(value, t.locale));
  return (
    <Table label={t("responses.funnel.label")}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("responses.funnel.step")}</TableHead>
          <TableHead className="text-right">{t("responses.funnel.count")}</TableHead>
          <TableHead className="text-right">{t("responses.funnel.kept")}</TableHead>
          <TableHead className="w-2/5">{t("responses.funnel.ofViews")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.kind === "page" ? `page-${row.page}` : row.kind}>
            <TableCell className="font-medium">
              {stepLabel(row, t)}
              {row.isBiggestDrop && (
                <span className="ml-2 rounded-md bg-destructive/10 px-1.5 py-0.5 font-semibold text-destructive text-xs">
                  {t("responses.funnel.biggestDrop")}
                </span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {row.count.toLocaleString(t.locale)}
            </TableCell>
            <TableCell
              className={cn(
                "text-right tabular-nums",
                row.isBiggestDrop && "font-semibold text-destructive",
              )}
            >
              {share(row.kept)}
            </TableCell>
            <TableCell>
              <div className="flex items-center gap-2">
                <div
                  aria-hidden="true"
                  className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.round((row.ofViews ?? 0) * 100)}%` }}
                  />
                </div>
                <span className="w-14 text-right tabular-nums">{share(row.ofViews)}</span>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
