import { mkdirSync } from "node:fs";
import path from "node:path";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-dir-lock.js";
import { ensureAdmin } from "./modules/users/ensure-admin.js";

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });

  // A PostgreSQL server serialises its writers; the embedded database needs our lock.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ pgliteDir: path.join(config.dataDir, "db") });
  await database.migrate();
  if (config.admin) await ensureAdmin(database.db, config.admin);

  const app = await buildApp({ config, database });
  app.addHook("onClose", async () => {
    await database.close();
    releaseLock();
  });

  // Stop accepting, let in-flight requests finish, then close the database and release the lock.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
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
