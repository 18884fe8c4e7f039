import type { DatabaseHandle } from "../../db/client.js";
import { areMigrationsApplied } from "../../db/migrate.js";
import type { FileStorage } from "../../lib/file-storage/file-storage.js";

export type Readiness = {
  database: "up" | "down";
  migrations: "applied" | "pending" | "unknown";
  storage: "up" | "down";
};

/** Whether this server can take traffic: its database answers and is migrated, its files reachable. */
export async function checkReadiness({
  database,
  fileStorage,
}: {
  database: DatabaseHandle;
  fileStorage: FileStorage;
}): Promise<{ readiness: Readiness; databaseError?: unknown }> {
  const [databaseCheck, storageCheck] = await Promise.allSettled([
    database.ping().then(() => areMigrationsApplied(database.db)),
    fileStorage.checkReachable(),
  ]);
  const storage = storageCheck.status === "fulfilled" ? "up" : "down";
  if (databaseCheck.status === "rejected") {
    return {
      readiness: { database: "down", migrations: "unknown", storage },
      databaseError: databaseCheck.reason,
    };
  }
  return {
    readiness: { database: "up", migrations: databaseCheck.value ? "applied" : "pending", storage },
  };
}

/** The failed checks, in words, for the 503's message. */
export function describeUnready({ database, migrations, storage }: Readiness): string[] {
  return [
    database === "down" ? "database unreachable" : undefined,
    migrations === "pending" ? "migrations not applied" : undefined,
    storage === "down" ? "file storage unreachable" : undefined,
  ].filter((problem): problem is string => problem !== undefined);
}
