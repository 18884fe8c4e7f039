import { CSV_BOM, formatCsvRow } from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import {
  buildExportColumns,
  createRowCells,
  type ExportSource,
  readExportBatches,
} from "./export-rows.js";
import { formatCsvTimestamp } from "./format-csv-timestamp.js";
import type { ExportedRow } from "./repo.js";

/**
 * The CSV file (SPEC §9) in chunks of a page of rows fetched by keyset, so memory stays the
 * same whatever the number of responses. Without extra columns it is SPEC's file byte for byte.
 * The first page is read before the headings are given out, so a query that fails is answered
 * with an error status, not with a file cut short.
 */
export async function* generateCsv(db: Database, source: ExportSource): AsyncGenerator<string> {
  const toCells = createRowCells(source);
  const toChunk = (batch: ExportedRow[]) => {
    let chunk = "";
    for (const row of batch) {
      chunk += formatCsvRow([formatCsvTimestamp(row.submittedAt.toISOString()), ...toCells(row)]);
    }
    return chunk;
  };
  const batches = readExportBatches(db, source);
  const first = await batches.next();
  const headings = formatCsvRow(buildExportColumns(source).map((column) => column.heading));
  yield CSV_BOM + headings + (first.done ? "" : toChunk(first.value));
  for await (const batch of batches) yield toChunk(batch);
}
