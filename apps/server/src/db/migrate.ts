import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { MIGRATIONS_DIR } from "../paths.js";

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_301_992;
export const MIGRATIONS_CONFIG = { migrationsFolder: MIGRATIONS_DIR };

/** Applies the committed SQL migrations that have not run yet. */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), MIGRATIONS_CONFIG);
}

/** The same on a PostgreSQL server, one app instance at a time. */
export async function migratePostgresPool(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Building an index on a large table, or waiting for another instance's migrations, may
    // rightly take longer than a request's statement timeout.
    await client.query("SET statement_timeout = 0");
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), MIGRATIONS_CONFIG);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.query("RESET statement_timeout").catch(() => {});
    client.release();
  }
}
