import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { getTableName, isTable, sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import * as schema from "../../src/db/schema.js";
import { hasPostgresCode } from "../../src/lib/database-errors.js";

export type DatabaseKind = "pglite" | "postgres";

export type TestDatabase = DatabaseHandle & {
  /** The throw-away database's address, on PostgreSQL. */
  url?: string;
  /** Empties every table, so one migrated database serves all the tests of a file. */
  reset(): Promise<void>;
  /** Closes the connection and, on PostgreSQL, drops the throw-away database. */
  destroy(): Promise<void>;
};

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A throw-away database, migrated unless asked not to (a migration test brings its own). */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  return kind === "pglite" ? createPgliteDatabase(migrate) : createPostgresDatabase(migrate);
}

async function createPgliteDatabase(migrate: boolean): Promise<TestDatabase> {
  // The copy made by migrated-pglite.ts, the vitest global setup, has had every migration run.
  const handle = migrate
    ? await openDatabase({ loadDataDir: new Blob([await readFile(inject("migratedPgliteDump"))]) })
    : await openDatabase({});
  return { ...handle, reset: () => truncateAll(handle), destroy: () => handle.close() };
}

async function createPostgresDatabase(migrate: boolean): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `formloom_test_${randomBytes(6).toString("hex")}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (migrate) await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    reset: () => truncateAll(handle),
    destroy: async () => {
      await handle.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const ALL_TABLES = Object.values(schema).flatMap((value) =>
  isTable(value) ? [`"${getTableName(value)}"`] : [],
);

const DEADLOCK_DETECTED = "40P01";

/**
 * The job worker of the test's app keeps claiming while the tables are emptied; PostgreSQL may
 * pick the TRUNCATE as a deadlock's victim, and then emptying again succeeds.
 */
async function truncateAll(handle: DatabaseHandle, attemptsLeft = 5): Promise<void> {
  try {
    await handle.db.execute(sql.raw(`TRUNCATE ${ALL_TABLES.join(", ")} CASCADE`));
  } catch (error) {
    if (attemptsLeft <= 1 || !hasPostgresCode(error, DEADLOCK_DETECTED)) throw error;
    await truncateAll(handle, attemptsLeft - 1);
  }
}
