import { on } from "node:events";
import { Worker } from "node:worker_threads";
import type { CsvCell } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import {
  buildExportColumns,
  type ColumnKind,
  createRowCells,
  type ExportColumn,
  type ExportSource,
  readExportBatches,
} from "./export-rows.js";
import type { ExportedRow } from "./repo.js";

type XlsxCell = string | number | Date | null;
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
 * the client. Numbers and dates are real cells; sections have no column, as in the CSV.
 */
export async function* generateXlsx(db: Database, source: ExportSource): AsyncGenerator<Buffer> {
  const columns = buildExportColumns(source);
  const toCells = createRowCells(source);
  const toRow = (row: ExportedRow): XlsxCell[] => [
    row.submittedAt,
    ...toCells(row).map((cell, index) => toXlsxCell(cell, columns[index + 1]?.kind ?? "text")),
  ];
  const batches = readExportBatches(db, source);
  // The first page sets the widths: a stream cannot go back to widen a column later.
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value.map(toRow);

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
      rows = next.done ? [] : next.value.map(toRow);
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
    const size = row.reduce<number>(
      (sum, cell) => sum + (typeof cell === "string" ? cell.length : 8),
      0,
    );
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

function toXlsxCell(cell: CsvCell, kind: ColumnKind): XlsxCell {
  if (cell === "") return null;
  if (typeof cell === "number") return cell;
  if (kind === "number" && Number.isFinite(Number(cell))) return Number(cell);
  if (kind === "date" && ISO_DATE.test(cell)) return new Date(`${cell}T00:00:00Z`);
  return cell;
}

function columnWidth(column: ExportColumn, rows: XlsxCell[][], index: number): number {
  if (column.kind === "timestamp") return 20;
  if (column.kind === "date") return Math.max(WIDTH_MIN, column.heading.length + 2);
  const longest = rows.reduce((most, row) => {
    const value = row[index];
    return Math.max(most, value === null || value === undefined ? 0 : String(value).length);
  }, column.heading.length);
  return Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, longest + 2));
}
