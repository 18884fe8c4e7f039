import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "./client.js";
import { MIGRATIONS_CONFIG } from "./migrate.js";

let lastCommittedMigrationAt: number | undefined;

/**
 * Whether the database has every committed migration: drizzle records each one applied with its
 * journal time, so the newest record must be at least the journal's last entry. A newer record
 * (another server already on the next release) counts as done.
 */
export async function areMigrationsApplied(db: Database): Promise<boolean> {
  lastCommittedMigrationAt ??= Math.max(
    ...readMigrationFiles(MIGRATIONS_CONFIG).map((migration) => migration.folderMillis),
  );
  const result = await db.execute(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  // Both drivers answer { rows }; the shared Database type cannot say so.
  const last = (result as unknown as { rows: Array<{ last: string | null }> }).rows[0]?.last;
  return last != null && Number(last) >= lastCommittedMigrationAt;
}
