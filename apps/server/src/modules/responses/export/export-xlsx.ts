import { on } from "node:events";
import { Worker } from "node:worker_threads";
import type { CsvCell } from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import {
  buildExportColumns,
  type ColumnKind,
  createRowCells,
  type ExportColumn,
  type ExportSource,
  readExportBatches,
} from "./export-rows.js";
import { findFileLinkNames } from "./find-file-link-names.js";
import type { ExportedRow } from "./repo.js";

type XlsxHyperlink = { text: string; hyperlink: string };
type XlsxCell = string | number | Date | XlsxHyperlink | null;
type WorkerReply = { type: "chunk"; data: Uint8Array } | { type: "written" } | { type: "done" };

const SHEET_NAME = "Responses";
const DATE_FORMATS: Partial<Record<ColumnKind, string>> = {
  timestamp: "yyyy-mm-dd hh:mm:ss",
  date: "yyyy-mm-dd",
};
const WIDTH_MIN = 10;
const WIDTH_MAX = 60;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// The same relative name from the sources and from the bundle, where build.mjs puts it beside
// main.js.
const WORKER_URL = new URL("./xlsx-worker.js", import.meta.url);
// exceljs turns every cell into objects that are garbage a moment later. In the server's own heap
// V8 let that garbage grow the process by 150 MB before collecting it; a heap this small is
// collected as it goes, and an export that outgrew it would stop alone, not take the server down.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
const MESSAGE_CHARS = 2_000_000;

/**
 * The responses as an Excel workbook, in compressed chunks: this thread reads the responses a
 * page at a time and hands their cells to a worker thread running exceljs' streaming writer
 * (rows committed as written, strings inlined), and reads the next page only once the last
 * page's chunks have been taken, so memory stays flat however many responses and however slow
 * the client. Numbers and dates are real cells, file answers links named after the file;
 * sections have no column, as in the CSV.
 */
export async function* generateXlsx(db: Database, source: ExportSource): AsyncGenerator<Buffer> {
  const columns = buildExportColumns(source);
  const toCells = createRowCells(source);
  const toRows = async (batch: ExportedRow[]): Promise<XlsxCell[][]> => {
    const fileNames = await findFileLinkNames(db, source, batch);
    return batch.map((row) => [
      row.submittedAt,
      ...toCells(row).map((cell, index) =>
        toXlsxCell(cell, columns[index + 1]?.kind ?? "text", fileNames),
      ),
    ]);
  };
  const batches = readExportBatches(db, source);
  // The first page sets the widths: a stream cannot go back to widen a column later.
  const first = await batches.next();
  const firstRows = first.done ? [] : await toRows(first.value);

  const worker = new Worker(WORKER_URL, {
    workerData: {
      sheetName: SHEET_NAME,
      columns: columns.map((column, index) => ({
        header: column.heading,
        width: columnWidth(column, firstRows, index),
        numFmt: DATE_FORMATS[column.kind],
      })),
    },
    resourceLimits: WORKER_LIMITS,
  });
  const replies = on(worker, "message", { close: ["exit"] });
  /** Sends one request and yields the chunks the worker writes until it has dealt with it. */
  async function* ask(request: { type: "rows"; rows: XlsxCell[][] } | { type: "end" }) {
    worker.postMessage(request);
    for (;;) {
      const next = await replies.next();
      if (next.done) throw new Error("The Excel writer stopped before the end of the file");
      const [reply] = next.value as [WorkerReply];
      if (reply.type !== "chunk") return;
      yield Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
    }
  }
  try {
    let rows = firstRows;
    while (rows.length > 0) {
      // The next page is read while the worker writes this one.
      const upcoming = batches.next();
      upcoming.catch(() => {}); // awaited below; a client gone meanwhile leaves it unread
      for (const slice of sliceBySize(rows)) yield* ask({ type: "rows", rows: slice });
      const next = await upcoming;
      rows = next.done ? [] : await toRows(next.value);
    }
    yield* ask({ type: "end" });
  } finally {
    await worker.terminate();
  }
}

/**
 * A page's rows in runs of about MESSAGE_CHARS characters (one row alone if it is longer), so
 * that a wide form with long answers cannot hand the worker more than its heap holds at once.
 */
function* sliceBySize(rows: XlsxCell[][]): Generator<XlsxCell[][]> {
  let slice: XlsxCell[][] = [];
  let chars = 0;
  for (const row of rows) {
    const size = row.reduce<number>((sum, cell) => sum + messageSize(cell), 0);
    if (slice.length > 0 && chars + size > MESSAGE_CHARS) {
      yield slice;
      slice = [];
      chars = 0;
    }
    slice.push(row);
    chars += size;
  }
  if (slice.length > 0) yield slice;
}

function toXlsxCell(cell: CsvCell, kind: ColumnKind, fileNames: Map<string, string>): XlsxCell {
  if (cell === "") return null;
  if (typeof cell === "number") return cell;
  const fileName = kind === "file" ? fileNames.get(cell) : undefined;
  if (fileName !== undefined) return { text: fileName, hyperlink: cell };
  if (kind === "number" && Number.isFinite(Number(cell))) return Number(cell);
  if (kind === "date" && ISO_DATE.test(cell)) return new Date(`${cell}T00:00:00Z`);
  return cell;
}

function columnWidth(column: ExportColumn, rows: XlsxCell[][], index: number): number {
  if (column.kind === "timestamp") return 20;
  if (column.kind === "date") return Math.max(WIDTH_MIN, column.heading.length + 2);
  const longest = rows.reduce((most, row) => {
    return Math.max(most, cellText(row[index]).length);
  }, column.heading.length);
  return Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, longest + 2));
}

function messageSize(cell: XlsxCell): number {
  if (typeof cell === "string") return cell.length;
  if (isHyperlink(cell)) return cell.text.length + cell.hyperlink.length;
  return 8;
}

function isHyperlink(cell: XlsxCell | undefined): cell is XlsxHyperlink {
  return typeof cell === "object" && cell !== null && !(cell instanceof Date);
}

function cellText(cell: XlsxCell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (isHyperlink(cell)) return cell.text;
  return String(cell);
}
