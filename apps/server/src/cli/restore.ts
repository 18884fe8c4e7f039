// `npm run restore -- FILE`: fills an empty DATA_DIR from a file of `npm run backup`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { restoreBackup } from "../lib/data-dir-backup.js";
import { acquireDataDirLock } from "../lib/data-dir-lock.js";
import { REPO_ROOT } from "../paths.js";

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length !== 1) throw new Error("usage: npm run restore -- FILE");
  process.umask(0o077);
  const config = loadConfig(process.env, { cwd: REPO_ROOT });
  if (config.databaseUrl) {
    throw new Error(
      "DATABASE_URL is set: a backup holds the embedded database; restore PostgreSQL with pg_restore.",
    );
  }
  const backupFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // No server may open the directory while it is being filled.
  const releaseLock = acquireDataDirLock(config.dataDir);
  try {
    const { files } = await restoreBackup(backupFile, config.dataDir, async (dump, pgliteDir) => {
      const database = await openDatabase({ pgliteDir, loadDataDir: dump });
      try {
        await database.ping();
      } finally {
        await database.close();
      }
    });
    console.log(`Restored ${backupFile} into ${config.dataDir}: the database and ${files} files.`);
  } finally {
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
});
