import { mkdirSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import closeWithGrace from "close-with-grace";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { serveBackups } from "./lib/backup-socket.js";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-dir-lock.js";
import { restrictDataDirModes } from "./lib/restrict-data-dir-modes.js";
import { ensureAdmin } from "./modules/users/ensure-admin.js";

// V8 lets the old generation grow to up to four times what survived the last full collection
// before the next; long streams (a million-row export) promote garbage steadily, so the server
// grew by 200 MB before collecting it. Growing by half is collected sooner, at no measured cost
// to exports or submissions (bench/export.mjs, bench/submissions.mjs). V8 reads this flag at
// each collection, so setting it here, before any load, takes effect.
v8.setFlagsFromString("--heap-growing-percent=50");
// V8 may decide, from what survived while a server warmed up, to allocate some sites' objects
// straight in the old generation. A request's objects live a few milliseconds, so a server that
// decided so (11 starts of 53, by chance) spent half as much CPU again a submission on
// collections for its whole life: 0.09–0.11 ms against 0.06 (bench/submissions.mjs). With the
// decision off, none of 24 starts was slow.
v8.setFlagsFromString("--no-allocation-site-pretenuring");

function reportThreadLost(
  log: FastifyBaseLogger | undefined,
  error: Error,
  isReopened: boolean,
): void {
  const message = isReopened
    ? "the embedded database was opened again in a new thread"
    : "the embedded database was not opened again: restart the server";
  if (log) log[isReopened ? "error" : "fatal"]({ err: error }, message);
  else console.error(`${error.message}: ${message}`);
}

async function main(): Promise<void> {
  // Everything the server writes (database, uploads, mail, secrets) is for its own user only;
  // set before anything, the embedded database included, creates a file.
  process.umask(0o077);
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  // Set once the app is built; a thread lost before that is told on stderr.
  let appLog: FastifyBaseLogger | undefined;
  // A PostgreSQL server serialises its writers; the embedded database needs our lock.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      })
    : await openDatabase({
        pgliteDir: path.join(config.dataDir, "db"),
        onThreadLost: (error, isReopened) => reportThreadLost(appLog, error, isReopened),
      });
  const closeDatabase = async () => {
    await database.close();
    releaseLock();
  };

  let app: Awaited<ReturnType<typeof buildApp>>;
  let unchangedModes: string[];
  let adminOutcome: { isCreated: boolean } | undefined;
  let backups: { close(): Promise<void> } | undefined;
  try {
    await database.migrate();
    if (config.admin) adminOutcome = await ensureAdmin(database.db, config.admin);
    unchangedModes = restrictDataDirModes(config.dataDir);
    app = await buildApp({ config, database });
    appLog = app.log;
    // `npm run backup` asks the server holding the embedded database for its backup.
    const { dumpDataDir } = database;
    if (dumpDataDir) {
      const source = { dataDir: config.dataDir, dumpDatabase: dumpDataDir };
      // A socket path is limited to about 100 bytes: a deep DATA_DIR must not stop the server.
      backups = await serveBackups(source, app.log).catch((error: unknown) => {
        app.log.warn({ err: error }, "npm run backup will work only while the server is stopped");
        return undefined;
      });
    }
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  // After app.close(), not as an onClose hook: those run last-added first, so a hook added here
  // would close the database before the app's own hooks store the submissions still batched.
  const shutDown = async () => {
    try {
      await backups?.close();
      await app.close();
    } finally {
      await closeDatabase();
    }
  };
  if (config.admin && adminOutcome) {
    app.log.info(
      `Admin ${config.admin.email} ${adminOutcome.isCreated ? "created" : "updated"}: sign in at ${config.publicUrl}/admin/login`,
    );
  }
  if (unchangedModes.length > 0) {
    app.log.warn(
      { paths: unchangedModes.slice(0, 10) },
      `${unchangedModes.length} paths under DATA_DIR are open to other users and not ours to change`,
    );
  }

  // Stop accepting, let in-flight requests finish (10 s at most), store the submissions still
  // batched, then close the database and release the lock.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info({ signal }, "shutting down");
    await shutDown();
    app.log.info("shut down");
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutDown();
    throw error;
  }
  app.log.info(
    `Formloom is ready at ${config.publicUrl} (database: ${database.kind === "pglite" ? `embedded, in ${config.dataDir}` : "PostgreSQL"})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Formloom cannot start. ${error.message}`);
  } else {
    console.error("Formloom cannot start:", error);
  }
  process.exit(1);
});
