import { useEffect } from "react";

type LastPageFallbackInput = {
  page: number;
  totalPages: number;
  /** The list has loaded this page's own answer, not a placeholder from the page before. */
  isSettled: boolean;
  setPage: (page: number, options: { replace?: boolean }) => void;
};

/**
 * A page past the end (its last item deleted, or a stale link) moves to the last page, replacing
 * the address so Back does not return to the empty page. Answers whether the page is past the end.
 */
export function useLastPageFallback({
  page,
  totalPages,
  isSettled,
  setPage,
}: LastPageFallbackInput): boolean {
  const isPastEnd = isSettled && page > totalPages;
  useEffect(() => {
    if (isPastEnd) setPage(totalPages, { replace: true });
  }, [isPastEnd, totalPages, setPage]);
  return isPastEnd;
}
