/**
 * 2026-11-21T13:05:47Z: ISO 8601 in UTC with its offset, so a reader in any time zone gets the
 * moment right; milliseconds are dropped as no one sorts responses by them.
 */
export function formatCsvTimestamp(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}
