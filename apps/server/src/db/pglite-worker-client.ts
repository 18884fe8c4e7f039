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

type Call = { resolve(value: unknown): void; reject(error: Error): void };
type WorkerData = { dataDir?: string; loadDataDir?: ArrayBuffer; startParams: string[] };

/** One worker thread and the calls waiting for its answers. */
type Thread = { worker: Worker; ready: Promise<void>; waiting: Map<number, Call> };

function startThread(
  workerData: WorkerData,
  url: URL,
  onExit: (thread: Thread, error?: Error) => void,
): Thread {
  const worker = new Worker(url, {
    workerData,
    transferList: workerData.loadDataDir ? [workerData.loadDataDir] : [],
    // The young generation's default (three 16 MB semi-spaces) is room the worker's short-lived
    // results never need; 8 MB saved about 25 MB of idle RSS (bench/idle-memory.mjs).
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const waiting = new Map<number, Call>();
  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  // A thread that never opened must not leave an unhandled rejection behind.
  ready.catch(() => {});
  const thread: Thread = { worker, ready, waiting };
  worker.on("message", ({ id, result, error }: Reply) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(toError(error));
    else call?.resolve(result);
  });
  let lastError: Error | undefined;
  worker.on("error", (error) => {
    lastError = error;
  });
  worker.on("exit", () => onExit(thread, lastError));
  return thread;
}

// A thread that stops on its own (out of memory, say) is started again on the same directory, up
// to this many times a minute; past that, something is wrong that a restart does not mend.
const REOPENS_A_MINUTE = 3;

/** Counts a reopen when it fits in the last minute's budget; false when it does not. */
function reopenBudget(): () => boolean {
  const reopenedAt: number[] = [];
  return () => {
    const minuteAgo = Date.now() - 60_000;
    while ((reopenedAt[0] ?? minuteAgo) < minuteAgo) reopenedAt.shift();
    if (reopenedAt.length >= REOPENS_A_MINUTE) return false;
    reopenedAt.push(Date.now());
    return true;
  };
}

export type PgliteWorkerOptions = {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Told when the thread stopped on its own, and whether the database was opened again. */
  onThreadLost?: (error: Error, isReopened: boolean) => void;
  /** The worker script; tests pass one that can be made to stop. */
  workerUrl?: URL;
};

/**
 * The embedded database in a worker thread (`pglite-worker.js`), behind the calls our code and
 * drizzle make on a PGlite client. PGlite runs a statement to its end on the thread that calls
 * it: on the server's thread, a long one (a filtered summary of 100,000 responses) held every
 * request back. In the worker, requests are read, validated and answered meanwhile, and their
 * statements wait only for the database, which still runs one at a time. A transaction's
 * statements are sent with its id, and the worker runs them inside the transaction it holds open.
 * If the thread stops on its own, the calls waiting for it fail and a database on disk is opened
 * again in a new thread (an in-memory one is gone with its thread).
 */
export async function openPgliteWorker(options: PgliteWorkerOptions): Promise<PgliteWorkerClient> {
  const { dataDir, onThreadLost = () => {}, workerUrl = WORKER_URL } = options;
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  let lastId = 0;
  let lastTxId = 0;
  let failure: Error | undefined;
  let isOpen = false;
  let isClosing = false;
  const mayReopen = reopenBudget();

  const onExit = (stopped: Thread, error?: Error) => {
    const lost = isClosing
      ? new Error("PGlite is closed")
      : new Error(`The embedded database's thread stopped: ${error?.message ?? "it exited"}`);
    for (const call of stopped.waiting.values()) call.reject(lost);
    stopped.waiting.clear();
    if (isClosing) failure = lost;
    if (isClosing || stopped !== thread) return;
    // A thread that stopped while opening fails the open itself, and nothing is left running.
    if (!isOpen) {
      failure = lost;
      return;
    }
    const isReopened = dataDir !== undefined && mayReopen();
    onThreadLost(lost, isReopened);
    if (!isReopened) {
      failure = lost;
      return;
    }
    thread = startThread({ dataDir, startParams: PGLITE_START_PARAMS }, workerUrl, onExit);
  };
  let thread = startThread(
    { dataDir, loadDataDir, startParams: PGLITE_START_PARAMS },
    workerUrl,
    onExit,
  );
  await thread.ready;
  isOpen = true;

  const send = async <T>(request: Record<string, unknown>): Promise<T> => {
    if (failure) throw failure;
    const current = thread;
    await current.ready;
    lastId += 1;
    const id = lastId;
    return new Promise<T>((resolve, reject) => {
      current.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      current.worker.postMessage({ ...request, id });
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
      if (failure || isClosing) return;
      isClosing = true;
      await send({ op: "close" }).finally(() => thread.worker.terminate());
    },
  };
}

/** The worker's client where drizzle and the migrator expect a PGlite: it has what they call. */
export const asPglite = (client: PgliteWorkerClient) => client as unknown as PGlite;
