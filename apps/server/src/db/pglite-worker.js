// @ts-check
// The embedded database in a worker thread of its own (see pglite-worker-client.ts): PGlite
// runs each statement to its end on the thread that calls it, so here it holds up no request.
// Plain JavaScript so that it loads the same way from the sources and from the bundle.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * @typedef {{ rowMode?: "array" | "object"; rawTypes?: number[] }} QueryOptions
 * @typedef {{ id: number; op: "query"; text: string; params?: unknown[]; options?: QueryOptions; txId?: number }
 *   | { id: number; op: "exec"; text: string; txId?: number }
 *   | { id: number; op: "begin"; txId: number }
 *   | { id: number; op: "commit" | "rollback"; txId: number }
 *   | { id: number; op: "dump" }
 *   | { id: number; op: "close" }} Request
 */

const port = parentPort;
if (!port) throw new Error("pglite-worker.js runs as a worker thread");

/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; startParams: string[] }} */
const { dataDir, loadDataDir, startParams } = workerData;

const ready = PGlite.create(dataDir, {
  extensions: { pg_trgm },
  startParams,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});

/** The open transactions' handles and the way to end each, by id. */
const transactions = new Map();

// A parser that leaves the text as it is, for each type the caller wants unparsed: functions
// cannot cross threads, and the only parsers ours pass (drizzle's) are these. JSON crosses as its
// text too, and the client parses it (pglite-worker-client.ts): copying a string to the other
// thread costs far less than copying the objects parsed from it.
const keepText = (/** @type {string} */ value) => value;
const JSON_TYPES = [114, 3802];

/** @param {QueryOptions | undefined} options */
function toPgliteOptions(options) {
  const rawTypes = [...(options?.rawTypes ?? []), ...JSON_TYPES];
  const parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
  return { rowMode: options?.rowMode, parsers };
}

/** What crosses back of a failure: the message and the fields PostgreSQL reported. */
function toPlainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ["string", "number"].includes(typeof value)),
  );
  return { ...fields, name: error.name, message: error.message };
}

/** Opens a transaction that takes its statements from `transactions` until it is ended. */
async function begin(/** @type {PGlite} */ pg, /** @type {number} */ txId) {
  /** @type {(value?: unknown) => void} */
  let opened = () => {};
  const isOpen = new Promise((resolve) => {
    opened = resolve;
  });
  const done = pg.transaction(async (tx) => {
    const ended = new Promise((resolve, reject) => {
      transactions.set(txId, { tx, commit: resolve, rollback: reject });
    });
    opened();
    await ended;
  });
  // A transaction that never opened (the database closed) fails its `begin`.
  await Promise.race([isOpen, done]);
  return { done };
}

/** @type {Map<number, Promise<void>>} */
const ending = new Map();

/** The open transaction a statement belongs to, or the database for one outside any. */
function statementsOf(/** @type {PGlite} */ pg, /** @type {number | undefined} */ txId) {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

/** @param {Request} request */
async function handle(request) {
  const pg = await ready;
  switch (request.op) {
    case "query":
      return statementsOf(pg, request.txId).query(
        request.text,
        request.params,
        toPgliteOptions(request.options),
      );
    case "exec":
      return statementsOf(pg, request.txId).exec(request.text);
    case "begin": {
      const { done } = await begin(pg, request.txId);
      ending.set(
        request.txId,
        done.finally(() => transactions.delete(request.txId)),
      );
      return undefined;
    }
    case "commit":
    case "rollback": {
      const open = transactions.get(request.txId);
      if (request.op === "commit") open?.commit();
      else open?.rollback(new Error("rolled back"));
      const done = ending.get(request.txId);
      ending.delete(request.txId);
      if (request.op === "commit") return done;
      return done?.catch(() => undefined);
    }
    case "dump": {
      const blob = await pg.dumpDataDir("gzip");
      return blob.arrayBuffer();
    }
    case "close":
      return pg.close();
  }
}

port.on("message", (/** @type {Request} */ request) => {
  handle(request).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      port.postMessage({ id: request.id, result }, transfer);
    },
    (error) => port.postMessage({ id: request.id, error: toPlainError(error) }),
  );
});

ready.then(
  () => port.postMessage({ id: 0, result: "ready" }),
  (error) => port.postMessage({ id: 0, error: toPlainError(error) }),
);
