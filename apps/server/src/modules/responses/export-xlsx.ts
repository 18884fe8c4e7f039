import { type EventEmitter, once } from "node:events";
import type { Writable } from "node:stream";
import type { CsvCell } from "@formloom/shared";
import ExcelJS from "exceljs";
import type { Database } from "../../db/client.js";
import {
  buildExportColumns,
  type ColumnKind,
  createRowCells,
  type ExportSource,
  readExportBatches,
} from "./export-rows.js";
import type { ExportedRow } from "./repo.js";

type XlsxCell = string | number | Date | null;

const SHEET_NAME = "Responses";
const DATE_FORMATS: Partial<Record<ColumnKind, string>> = {
  timestamp: "yyyy-mm-dd hh:mm:ss",
  date: "yyyy-mm-dd",
};
const WIDTH_MIN = 10;
const WIDTH_MAX = 60;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The responses as an Excel workbook, streamed into `out` row by row: rows are committed as they
 * are written and strings are inlined (no shared-strings table), and a page of responses is read
 * only once `out` has room, so memory stays flat however many responses and however slow the
 * client. Numbers and dates are real cells; sections have no column, as in the CSV.
 */
export async function writeXlsx(db: Database, source: ExportSource, out: Writable): Promise<void> {
  const columns = buildExportColumns(source);
  const toCells = createRowCells(source);
  const toRow = (row: ExportedRow): XlsxCell[] => [
    row.submittedAt,
    ...toCells(row).map((cell, index) => toXlsxCell(cell, columns[index + 1]?.kind ?? "text")),
  ];

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: the sheet is repetitive XML, so it still shrinks about tenfold, and
    // the level-6 default made compression the export's bottleneck.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(SHEET_NAME, {
    views: [{ state: "frozen", ySplit: 1, xSplit: 0 }],
  });
  const batches = readExportBatches(db, source);
  // The first page sets the widths: a stream cannot go back to widen a column later.
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value.map(toRow);
  sheet.columns = columns.map((column, index) => ({
    header: column.heading,
    width: columnWidth(column, firstRows, index),
    style: DATE_FORMATS[column.kind] ? { numFmt: DATE_FORMATS[column.kind] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  // A client that goes away closes `out`: stop waiting for room that will never come.
  const closed = new Promise<void>((resolve) => out.once("close", resolve));
  const writeRows = async (rows: XlsxCell[][]) => {
    for (const values of rows) sheet.addRow(values).commit();
    await Promise.race([waitForZip(sheet), closed]);
    if (out.writableNeedDrain) await Promise.race([once(out, "drain"), closed]);
  };
  await writeRows(firstRows);
  for await (const batch of batches) {
    if (out.destroyed) return;
    await writeRows(batch.map(toRow));
  }
  sheet.commit();
  await workbook.commit();
}

type ZipFeed = EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * exceljs hands the sheet's XML to the zip through a stream whose writes ignore back-pressure
 * (readable-stream 2, without `writableNeedDrain`): without this wait, rows produced faster than
 * they are compressed piled up in memory (0.7 KB a row). Reads that stream's own state.
 */
async function waitForZip(sheet: ExcelJS.Worksheet): Promise<void> {
  const feeds = (sheet as unknown as { stream?: { pipes?: ZipFeed[] } }).stream?.pipes ?? [];
  for (const feed of feeds) {
    if (feed._writableState?.needDrain) await once(feed, "drain");
  }
}

function toXlsxCell(cell: CsvCell, kind: ColumnKind): XlsxCell {
  if (cell === "") return null;
  if (typeof cell === "number") return cell;
  if (kind === "number" && Number.isFinite(Number(cell))) return Number(cell);
  if (kind === "date" && ISO_DATE.test(cell)) return new Date(`${cell}T00:00:00Z`);
  return cell;
}

function columnWidth(
  column: { heading: string; kind: ColumnKind },
  rows: XlsxCell[][],
  index: number,
): number {
  if (column.kind === "timestamp") return 20;
  if (column.kind === "date") return Math.max(WIDTH_MIN, column.heading.length + 2);
  const longest = rows.reduce((most, row) => {
    const value = row[index];
    return Math.max(most, value === null || value === undefined ? 0 : String(value).length);
  }, column.heading.length);
  return Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, longest + 2));
}
