import { DEFAULT_PAGE_SIZE } from "@formloom/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { usePageParam } from "@/lib/page-param";
import { AUDIT_FILTER_KEYS, type AuditFilter, readAuditFilter } from "./audit-filter";

/** The audit log's page and filter, kept in the address so a reload or a shared link keeps them. */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const filterKey = AUDIT_FILTER_KEYS.map((key) => params.get(key) ?? "").join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter changes with its key only
  const filter = useMemo(() => readAuditFilter(params), [filterKey]);

  const setFilter = useCallback(
    (next: AuditFilter) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const key of [...AUDIT_FILTER_KEYS, "page"] as const) updated.delete(key);
        for (const key of AUDIT_FILTER_KEYS) if (next[key]) updated.set(key, next[key]);
        return updated;
      }),
    [setParams],
  );

  return { page, limit: DEFAULT_PAGE_SIZE, filter, setPage, setFilter };
}
