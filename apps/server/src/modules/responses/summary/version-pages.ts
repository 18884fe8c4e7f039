import { and, type SQL } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../../db/client.js";
import { findLastResponseId, findPageEnd, idsWithin } from "./repo-filtered.js";

/**
 * How many of a version's responses one page of the filtered summary counts. The embedded
 * database runs each statement to its end on the server's only thread, so a statement over every
 * response of a big form held every other request back until it ended (a filtered summary of
 * 100,000 responses: 2.5 s a statement). Counted a page at a time, other requests' statements
 * run between the pages.
 */
export const SUMMARY_PAGE_ROWS = 1000;

/**
 * The filtered summary's page size on a database of this kind, or undefined for one statement
 * over all the responses: a PostgreSQL server runs a long statement on a connection of its own
 * beside the others', and a single statement lets its planner narrow a date range by index.
 */
export function filteredSummaryPageRows(kind: DatabaseHandle["kind"]): number | undefined {
  return kind === "pglite" ? SUMMARY_PAGE_ROWS : undefined;
}

/**
 * One version's responses, as they are when this starts, in consecutive ranges of ids of `rows`
 * responses each (whatever a filter keeps of them), each as a condition. A response submitted
 * meanwhile falls after the last range and is not counted.
 */
export async function* pagesOfVersion(
  db: Database,
  { formId, version, rows }: { formId: string; version: number; rows: number },
): AsyncGenerator<SQL> {
  const lastId = await findLastResponseId(db, formId, version);
  if (!lastId) return;
  let afterId: string | undefined;
  for (;;) {
    const pageEnd = await findPageEnd(db, { formId, version, afterId, rows });
    // Ids are lowercase hexadecimal of one length: as strings they sort as the database sorts them.
    if (!pageEnd || pageEnd >= lastId) {
      yield idsWithin(afterId, lastId);
      return;
    }
    yield idsWithin(afterId, pageEnd);
    afterId = pageEnd;
  }
}

/** `where` as one condition, or a page of the version's responses at a time with `pageRows`. */
export async function* keptByPage(
  db: Database,
  where: SQL,
  { formId, version, pageRows }: { formId: string; version: number; pageRows?: number },
): AsyncGenerator<SQL> {
  if (pageRows === undefined) {
    yield where;
    return;
  }
  for await (const page of pagesOfVersion(db, { formId, version, rows: pageRows })) {
    yield and(where, page) as SQL;
  }
}
