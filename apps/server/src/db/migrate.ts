import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { MIGRATIONS_DIR } from "../paths.js";
import type { Database } from "./client.js";

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_301_992;
const config = { migrationsFolder: MIGRATIONS_DIR };

/** Applies the committed SQL migrations that have not run yet. */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), config);
}

/** The same on a PostgreSQL server, one app instance at a time. */
export async function migratePostgresPool(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Building an index on a large table, or waiting for another instance's migrations, may
    // rightly take longer than a request's statement timeout.
    await client.query("SET statement_timeout = 0");
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), config);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.query("RESET statement_timeout").catch(() => {});
    client.release();
  }
}

let lastCommittedMigrationAt: number | undefined;

/**
 * Whether the database has every committed migration: drizzle records each one applied with its
 * journal time, so the newest record must be at least the journal's last entry. A newer record
 * (another server already on the next release) counts as done.
 */
export async function areMigrationsApplied(db: Database): Promise<boolean> {
  lastCommittedMigrationAt ??= Math.max(
    ...readMigrationFiles(config).map((migration) => migration.folderMillis),
  );
  const result = await db.execute(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  // Both drivers answer { rows }; the shared Database type cannot say so.
  const last = (result as unknown as { rows: Array<{ last: string | null }> }).rows[0]?.last;
  return last != null && Number(last) >= lastCommittedMigrationAt;
}
