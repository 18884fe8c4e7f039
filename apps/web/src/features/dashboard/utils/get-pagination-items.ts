import { PAGINATION_SIBLINGS } from "@formloom/shared";

export type PaginationItem = { type: "page"; page: number } | { type: "ellipsis"; key: string };

export function getTotalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The numbered pages to show: the first, the last, the current with `siblings` on each side,
 * and an ellipsis for each gap of two pages or more (a gap of one shows the page itself).
 */
export function getPaginationItems(
  current: number,
  totalPages: number,
  siblings = PAGINATION_SIBLINGS,
): PaginationItem[] {
  const shown = new Set([1, totalPages]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) {
      items.push({ type: "page", page: previous + 1 });
    } else if (previous !== undefined && page - previous > 2) {
      items.push({ type: "ellipsis", key: `after-${previous}` });
    }
    items.push({ type: "page", page });
  });
  return items;
}
