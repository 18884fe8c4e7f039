import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "./pglite-options.js";

const WORKER_URL = new URL("./pglite-worker.js", import.meta.url);

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Field = { name: string; dataTypeID: number };
type Result = { rows: unknown[]; fields: Field[]; affectedRows?: number };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** The statements a transaction's callback may run, as PGlite's own transaction offers them. */
export type WorkerTransaction = {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<Result>;
  exec(text: string): Promise<Result[]>;
};

/** What our code and drizzle-orm/pglite call on a PGlite client. */
export type PgliteWorkerClient = WorkerTransaction & {
  transaction<T>(run: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression: "gzip"): Promise<Blob>;
  close(): Promise<void>;
};

/** A failure as PostgreSQL reported it in the worker: its message, code, detail and the rest. */
function toError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

// Only parsers that keep a type's text are passed (drizzle-orm/pglite's): the worker makes them
// again, as functions cannot cross threads.
function toWorkerOptions(options?: QueryOptions) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

const JSON_TYPES = new Set([114, 3802]);

/** The JSON values the worker sent as text, parsed as PGlite parses them (JSON.parse). */
function parseJson(result: Result, options?: QueryOptions): Result {
  const columns = result.fields.flatMap((field, index) =>
    JSON_TYPES.has(field.dataTypeID) && !(field.dataTypeID in (options?.parsers ?? {}))
      ? [options?.rowMode === "array" ? index : field.name]
      : [],
  );
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const text = row[column];
      if (typeof text === "string") row[column] = JSON.parse(text);
    }
  }
  return result;
}

/**
 * The embedded database in a worker thread (`pglite-worker.js`), behind the calls our code and
 * drizzle make on a PGlite client. PGlite runs a statement to its end on the thread that calls
 * it: on the server's thread, a long one (a filtered summary of 100,000 responses) held every
 * request back. In the worker, requests are read, validated and answered meanwhile, and their
 * statements wait only for the database, which still runs one at a time. A transaction's
 * statements are sent with its id, and the worker runs them inside the transaction it holds open.
 */
export async function openPgliteWorker(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PgliteWorkerClient> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(WORKER_URL, {
    workerData: { dataDir: options.dataDir, loadDataDir, startParams: PGLITE_START_PARAMS },
    transferList: loadDataDir ? [loadDataDir] : [],
    // The young generation's default (three 16 MB semi-spaces) is room the worker's short-lived
    // results never need; 8 MB saved about 25 MB of idle RSS (bench/idle-memory.mjs).
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let lastTxId = 0;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", ({ id, result, error }: Reply) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(toError(error));
    else call?.resolve(result);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", () => failAll(new Error("PGlite is closed")));
  await ready;

  const send = <T>(request: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    lastId += 1;
    const id = lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const statementsOf = (txId?: number): WorkerTransaction => ({
    query: async (text, params, queryOptions) =>
      parseJson(
        await send<Result>({
          op: "query",
          text,
          params,
          options: toWorkerOptions(queryOptions),
          txId,
        }),
        queryOptions,
      ),
    exec: (text) => send<Result[]>({ op: "exec", text, txId }),
  });

  return {
    ...statementsOf(),
    async transaction(run) {
      lastTxId += 1;
      const txId = lastTxId;
      await send({ op: "begin", txId });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run(statementsOf(txId));
      } catch (error) {
        await send({ op: "rollback", txId });
        throw error;
      }
      await send({ op: "commit", txId });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await send<ArrayBuffer>({ op: "dump" })]);
    },
    async close() {
      if (failure) return;
      await send({ op: "close" });
      await worker.terminate();
    },
  };
}

/** The worker's client where drizzle and the migrator expect a PGlite: it has what they call. */
export const asPglite = (client: PgliteWorkerClient) => client as unknown as PGlite;
