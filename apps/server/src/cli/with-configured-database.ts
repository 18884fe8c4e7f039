import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";
import { type DatabaseHandle, openDatabase } from "../db/client.js";
import { acquireDataDirLock } from "../lib/data-dir-lock.js";

/**
 * Runs a command's work on the database the server's configuration names, opened as the server
 * opens it: DATA_DIR private to its user, the embedded database under DATA_DIR's lock (so the
 * server must be stopped), migrations applied. Closed and unlocked however the work ends.
 */
export async function withConfiguredDatabase<T>(
  config: Config,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    const database = config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl })
      : await openDatabase({ pgliteDir: path.join(config.dataDir, "db") });
    try {
      await database.migrate();
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}
