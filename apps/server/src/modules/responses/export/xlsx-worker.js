// @ts-check
// The Excel writer, run in a worker thread with a small heap of its own (see export-xlsx.ts).
// Plain JavaScript so that it loads the same way from the sources and from the bundle.
import { once } from "node:events";
import { Writable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import ExcelJS from "exceljs";

/** @typedef {{ header: string; width: number; numFmt?: string }} SheetColumn */
/** @typedef {string | number | Date | { text: string; hyperlink: string } | null} Cell */
/** @typedef {{ type: "rows"; rows: Cell[][] } | { type: "end" }} Request */

const port = parentPort;
if (!port) throw new Error("xlsx-worker.js runs as a worker thread");

/** @type {{ sheetName: string; columns: SheetColumn[] }} */
const { sheetName, columns } = workerData;

const out = new Writable({
  write(chunk, _encoding, done) {
    port.postMessage({ type: "chunk", data: chunk });
    done();
  },
});
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
  stream: out,
  useStyles: true,
  useSharedStrings: false,
  // The fastest deflate: the sheet is repetitive XML, so it still shrinks about tenfold, and
  // the level-6 default made compression the export's bottleneck.
  zip: { zlib: { level: 1 } },
});
const sheet = workbook.addWorksheet(sheetName, {
  views: [{ state: "frozen", ySplit: 1, xSplit: 0 }],
});
sheet.columns = columns.map(({ header, width, numFmt }) => ({
  header,
  width,
  style: numFmt ? { numFmt } : {},
}));
// Excel's own look for a link, which a cell does not get by holding one.
const LINK_FONT = { color: { theme: 10 }, underline: true };

const header = sheet.getRow(1);
header.font = { bold: true };
header.commit();

port.on("message", async (/** @type {Request} */ request) => {
  if (request.type === "rows") {
    for (const values of request.rows) addRow(values);
    await waitForZip();
    port.postMessage({ type: "written" });
    return;
  }
  sheet.commit();
  await workbook.commit();
  port.postMessage({ type: "done" });
});

/** @param {Cell[]} values */
function addRow(values) {
  const row = sheet.addRow(values);
  values.forEach((value, index) => {
    if (value !== null && typeof value === "object" && !(value instanceof Date)) {
      row.getCell(index + 1).font = LINK_FONT;
    }
  });
  row.commit();
}

/**
 * exceljs hands the sheet's XML to the zip through a stream whose writes ignore back-pressure
 * (readable-stream 2, without `writableNeedDrain`): without this wait, rows produced faster than
 * they are compressed piled up in memory. Reads that stream's own state.
 */
async function waitForZip() {
  /** @type {Array<import("node:events").EventEmitter & { _writableState?: { needDrain?: boolean } }>} */
  const feeds = /** @type {any} */ (sheet).stream?.pipes ?? [];
  for (const feed of feeds) {
    if (feed._writableState?.needDrain) await once(feed, "drain");
  }
}
