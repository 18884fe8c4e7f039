import type { DatabaseHandle } from "../../db/client.js";
import { areMigrationsApplied } from "../../db/migrations-applied.js";
import type { FileStorage } from "../../lib/file-storage/file-storage.js";

export type Readiness = {
  database: "up" | "down";
  migrations: "applied" | "pending" | "unknown";
  storage: "up" | "down";
};

export type ReadinessReport = {
  statusCode: 200 | 503;
  message: string;
  data: Readiness;
};

type ReadinessDeps = {
  database: DatabaseHandle;
  fileStorage: FileStorage;
  databaseOutage: { report(error: unknown): void; recover(): void };
};

/** Whether this server can take traffic: its database answers and is migrated, its files reachable. */
async function checkReadiness({
  database,
  fileStorage,
}: Pick<ReadinessDeps, "database" | "fileStorage">): Promise<{
  readiness: Readiness;
  databaseError?: unknown;
}> {
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

/** The readiness answer with each check's state: for operators only (METRICS_TOKEN, METRICS_PORT). */
export async function reportReadiness(deps: ReadinessDeps): Promise<ReadinessReport> {
  const { readiness, databaseError } = await checkReadiness(deps);
  if (databaseError) deps.databaseOutage.report(databaseError);
  else deps.databaseOutage.recover();
  const problems = describeUnready(readiness);
  if (problems.length === 0) return { statusCode: 200, message: "Ready", data: readiness };
  return { statusCode: 503, message: `Not ready: ${problems.join(", ")}`, data: readiness };
}

/**
 * What anybody may know: ready or not. Which dependency failed (and so what this server runs
 * on) is an operator's business.
 */
export function withoutDetail({ statusCode }: ReadinessReport) {
  return { statusCode, message: statusCode === 200 ? "Ready" : "Not ready", data: null };
}

/** The failed checks, in words, for the 503's message. */
function describeUnready({ database, migrations, storage }: Readiness): string[] {
  return [
    database === "down" ? "database unreachable" : undefined,
    migrations === "pending" ? "migrations not applied" : undefined,
    storage === "down" ? "file storage unreachable" : undefined,
  ].filter((problem): problem is string => problem !== undefined);
}
