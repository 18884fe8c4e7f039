import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT } from "@formloom/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { FormsQuery } from "../api/get-forms";

function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** The dashboard's search, page and limit, kept in the address (SPEC §2, §5). */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();

  const query: FormsQuery = useMemo(
    () => ({
      search: (params.get("search") ?? "").trim(),
      page: readPositiveInt(params.get("page"), DEFAULT_PAGE),
      limit: readPositiveInt(params.get("limit"), DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT),
    }),
    [params],
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

  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page <= DEFAULT_PAGE) next.delete("page");
        else next.set("page", String(page));
        return next;
      }, options),
    [setParams],
  );

  return { query, setSearch, setPage };
}
