import { DEFAULT_PAGE } from "@formloom/shared";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A whole number of at least 1 read from the address, capped at `max`; otherwise undefined. */
export function readPositiveInt(
  value: string | null,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? Math.min(number, max) : undefined;
}

/**
 * A list's page, kept in the address (?page=) so it survives reloads; the first page leaves the
 * address clean. Other parameters are kept as they are.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = readPositiveInt(params.get("page")) ?? DEFAULT_PAGE;

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= DEFAULT_PAGE) updated.delete("page");
          else updated.set("page", String(next));
          return updated;
        },
        { replace: options.replace },
      ),
    [setParams],
  );

  return { page, setPage };
}
