import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { migratePgliteClient, migratePostgresPool } from "./migrate.js";
import { copyPgliteTemplate, isNewPgliteDir, readPgliteTemplate } from "./pglite-template.js";
import { asPglite, openPgliteWorker, type PgliteWorkerOptions } from "./pglite-worker-client.js";
import * as schema from "./schema.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Runs a statement whose text never changes under a name: PostgreSQL then parses and plans it
   * once per connection rather than on every call. PGlite runs it as any other.
   */
  executeNamed(name: string, text: string, params: unknown[]): Promise<void>;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * The embedded database's data directory as a gzipped tarball, taken between two queries so it
   * is consistent; a PostgreSQL server is backed up with its own tools instead.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** The connection pool's state now; PGlite has no pool (one connection, in-process). */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; log?: (error: Error) => void; statementTimeoutMs?: number }
  /**
   * Embedded PGlite; without a directory it lives in memory only (tests). `loadDataDir` fills a
   * new directory from a tarball of `dumpDataDir` (a restore); without it, a new directory
   * starts from the kept template (db/pglite-template.ts).
   */
  | {
      pgliteDir?: string;
      loadDataDir?: Blob;
      /** Told when the database's thread stopped on its own (pglite-worker-client.ts). */
      onThreadLost?: PgliteWorkerOptions["onThreadLost"];
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return "databaseUrl" in options
    ? openPostgres(options.databaseUrl, options.log, options.statementTimeoutMs)
    : openPglite(options);
}

async function openPglite({
  pgliteDir: dataDir,
  loadDataDir,
  onThreadLost,
}: Extract<DatabaseOptions, { pgliteDir?: string }>): Promise<DatabaseHandle> {
  const client = await openPgliteWorker({
    dataDir,
    loadDataDir: await prepareDataDir(dataDir, loadDataDir),
    onThreadLost,
  });
  const db = drizzlePglite({ client: asPglite(client), schema });
  return {
    db,
    kind: "pglite",
    executeNamed: async (_name, text, params) => {
      await client.query(text, params);
    },
    migrate: () => migratePgliteClient(asPglite(client)),
    ping: async () => {
      await client.query("SELECT 1");
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
    poolStats: () => undefined,
    close: once(() => client.close()),
  };
}

/**
 * The tarball PGlite is to load, if any: a restore's, or for a new database the template, which a
 * new directory on disk has already been given by copyPgliteTemplate.
 */
async function prepareDataDir(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Blob | undefined> {
  if (loadDataDir || !isNewPgliteDir(dataDir)) return loadDataDir;
  if (dataDir !== undefined && (await copyPgliteTemplate(dataDir))) return undefined;
  return readPgliteTemplate();
}

const PING_TIMEOUT_MS = 3000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

async function openPostgres(
  connectionString: string,
  log: (error: Error) => void = () => {},
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
): Promise<DatabaseHandle> {
  // A locked table or a runaway query must not hold the pool's connections for ever: the server
  // cancels a statement, or ends a session idle inside a transaction, after the timeout, and a
  // request waiting for a free connection (or for one to open) gives up after 3 s.
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: PING_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs,
    // JIT compiling took over a second of a filtered summary's 1.8 s (its row estimates through
    // jsonb functions are huge); no query of ours runs long enough to win it back.
    options: "-c jit=off",
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", log);
  await pool.query("SELECT 1");
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: "postgres",
    executeNamed: async (name, text, params) => {
      await pool.query({ name, text, values: params });
    },
    migrate: () => migratePostgresPool(pool),
    ping: async () => {
      await pool.query({ text: "SELECT 1", query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: once(() => pool.end()),
  };
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
