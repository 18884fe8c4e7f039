import { mkdirSync } from "node:fs";
import path from "node:path";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-dir-lock.js";
import { restrictDataDirModes } from "./lib/restrict-data-dir-modes.js";
import { ensureAdmin } from "./modules/users/ensure-admin.js";

async function main(): Promise<void> {
  // Everything the server writes (database, uploads, mail, secrets) is for its own user only;
  // set before anything, the embedded database included, creates a file.
  process.umask(0o077);
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  // A PostgreSQL server serialises its writers; the embedded database needs our lock.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      })
    : await openDatabase({ pgliteDir: path.join(config.dataDir, "db") });
  const closeDatabase = async () => {
    await database.close();
    releaseLock();
  };

  let app: Awaited<ReturnType<typeof buildApp>>;
  let unchangedModes: string[];
  let adminOutcome: { isCreated: boolean } | undefined;
  try {
    await database.migrate();
    if (config.admin) adminOutcome = await ensureAdmin(database.db, config.admin);
    unchangedModes = restrictDataDirModes(config.dataDir);
    app = await buildApp({ config, database });
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  app.addHook("onClose", closeDatabase);
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

  // Stop accepting, let in-flight requests finish, then close the database and release the lock.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
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
