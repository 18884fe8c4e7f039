import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT } from "@formloom/shared";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

function readPositiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/** The page and page size of a list, kept in the address (?page=&limit=) so it survives reloads. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPositiveInt(searchParams.get("page"), DEFAULT_PAGE);
  const limit = readPositiveInt(searchParams.get("limit"), DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT);

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next <= DEFAULT_PAGE) updated.delete("page");
          else updated.set("page", String(next));
          return updated;
        },
        { replace: options.replace },
      ),
    [setSearchParams],
  );

  return { page, limit, setPage };
}
