import { PAGINATION_SIBLINGS } from "@formloom/shared";

export type PageRangeItem = number | "start-ellipsis" | "end-ellipsis";

/** How many pages `totalItems` fill; an empty list is still one page. */
export function getTotalPages(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show: the first and last pages, the current one with `siblings` on each
 * side, and an ellipsis for each hidden run. An ellipsis never stands for a single page, and
 * the number of items stays the same from page to page so the buttons do not jump around.
 */
export function getPageRange(
  current: number,
  totalPages: number,
  siblings = PAGINATION_SIBLINGS,
): PageRangeItem[] {
  // first + last + current + siblings on each side + two ellipses
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, Math.max(totalPages, 1));

  const page = Math.min(Math.max(current, 1), totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const hasStartEllipsis = left > 3;
  const hasEndEllipsis = right < totalPages - 2;
  const edgeCount = siblings * 2 + 3;

  if (!hasStartEllipsis) return [...range(1, edgeCount), "end-ellipsis", totalPages];
  if (!hasEndEllipsis) {
    return [1, "start-ellipsis", ...range(totalPages - edgeCount + 1, totalPages)];
  }
  return [1, "start-ellipsis", ...range(left, right), "end-ellipsis", totalPages];
}
