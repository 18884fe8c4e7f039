import { CSV_BOM, formatCsvRow } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import {
  buildExportColumns,
  createRowCells,
  type ExportSource,
  readExportBatches,
} from "./export-rows.js";
import { formatCsvTimestamp } from "./format-csv-timestamp.js";

/**
 * The CSV file (SPEC §9) in chunks of a thousand rows fetched by keyset, so memory stays the
 * same whatever the number of responses. Without extra columns it is SPEC's file byte for byte.
 */
export async function* generateCsv(db: Database, source: ExportSource): AsyncGenerator<string> {
  const toCells = createRowCells(source);
  yield CSV_BOM + formatCsvRow(buildExportColumns(source).map((column) => column.heading));
  for await (const batch of readExportBatches(db, source)) {
    let chunk = "";
    for (const row of batch) {
      chunk += formatCsvRow([formatCsvTimestamp(row.submittedAt.toISOString()), ...toCells(row)]);
    }
    yield chunk;
  }
}
