/**
 * Responses come newest first; numbering them from the oldest keeps a response's number the
 * same on every page and as new ones arrive: #1 is the first response ever received.
 */
export function getResponseNumber(total: number, page: number, limit: number, index: number) {
  return total - ((page - 1) * limit + index);
}
