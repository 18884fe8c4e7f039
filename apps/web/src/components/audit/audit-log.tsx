import type { AuditAction } from "@formloom/shared";
import { ScrollText } from "lucide-react";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { type AuditSource, useAuditEvents } from "@/lib/audit/audit-api";
import { useAuditParams } from "@/lib/audit/use-audit-params";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { getTotalPages } from "@/lib/pagination";
import { useLastPageFallback } from "@/lib/use-last-page-fallback";
import { AuditEventsList } from "./audit-events-list";
import { AuditExportButton } from "./audit-export-button";
import { AuditFilterBar } from "./audit-filter-bar";
import { AuditLoadFailed } from "./audit-load-failed";

type AuditLogProps = {
  source: AuditSource;
  actions: readonly AuditAction[];
};

/** A log's events, newest first: filtered, paged and downloadable as CSV, the filter in the address. */
export function AuditLog({ source, actions }: AuditLogProps) {
  const t = useAppText();
  const { page, limit, filter, setPage, setFilter } = useAuditParams();
  const events = useAuditEvents(source, { page, limit, filter });
  const total = events.data?.total ?? 0;
  const totalPages = getTotalPages(total, limit);
  useLastPageFallback({
    page,
    totalPages,
    isSettled: events.isSuccess && !events.isPlaceholderData,
    setPage,
  });

  const body = () => {
    if (events.isPending) return <Skeleton className="h-64 w-full" />;
    if (events.isError && !events.data) {
      return <AuditLoadFailed error={events.error} onRetry={() => void events.refetch()} />;
    }
    if (!events.data?.events.length) {
      return (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <ScrollText aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("audit.empty.title")}</p>
          <p className="text-muted-foreground text-sm">
            {t(Object.keys(filter).length ? "audit.empty.filtered" : "audit.empty.description")}
          </p>
        </div>
      );
    }
    return (
      <div
        className={cn("grid gap-4 transition-opacity", events.isPlaceholderData && "opacity-60")}
      >
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t("audit.list.count", { count: total })}
        </p>
        <AuditEventsList events={events.data.events} isBusy={events.isFetching} />
        <Pager
          label={t("audit.list.pager")}
          page={Math.min(page, totalPages)}
          totalPages={totalPages}
          onPageChange={setPage}
        />
      </div>
    );
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex justify-end">
        <AuditExportButton source={source} filter={filter} disabled={total === 0} />
      </div>
      <AuditFilterBar
        key={JSON.stringify(filter)}
        actions={actions}
        filter={filter}
        onApply={setFilter}
      />
      {body()}
    </div>
  );
}
