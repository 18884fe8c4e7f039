import { DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT } from "@formloom/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readPositiveInt, usePageParam } from "@/lib/page-param";
import { WORKSPACE_PARAM } from "@/lib/workspace/current-workspace";
import type { FormsQuery } from "../api/get-forms";

/** The dashboard's workspace, search, page and limit, kept in the address (SPEC §2, §5). */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();

  const query: FormsQuery = useMemo(
    () => ({
      search: (params.get("search") ?? "").trim(),
      page,
      limit: readPositiveInt(params.get("limit"), MAX_PAGE_LIMIT) ?? DEFAULT_PAGE_SIZE,
      workspace: params.get(WORKSPACE_PARAM) ?? undefined,
    }),
    [params, page],
  );

  /** A new search starts again at the first page; an empty one leaves the address. */
  const setSearch = useCallback(
    (search: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const trimmed = search.trim();
          if (trimmed) next.set("search", trimmed);
          else next.delete("search");
          next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { query, setSearch, setPage };
}
