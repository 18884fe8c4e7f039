// `npm run backup -- --out FILE`: writes a consistent backup of the embedded database and the
// uploads of DATA_DIR, while the server runs (it writes the backup) or while it is stopped.
import { createWriteStream, existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { BACKUP_PATH, backupSocketPath } from "../lib/backup-socket.js";
import { writeBackup } from "../lib/data-dir-backup.js";
import { acquireDataDirLock, DataDirLockedError } from "../lib/data-dir-lock.js";
import { REPO_ROOT } from "../paths.js";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new Error("usage: npm run backup -- --out FILE");
  process.umask(0o077);
  // npm runs this with apps/server as its directory: paths are the caller's, as for `npm start`.
  const config = loadConfig(process.env, { cwd: REPO_ROOT });
  if (config.databaseUrl) {
    throw new Error(
      "DATABASE_URL is set: back up that PostgreSQL server with its own tools (pg_dump), as docs/operations.md's Backups part says.",
    );
  }
  if (!existsSync(path.join(config.dataDir, "db"))) {
    throw new Error(`${config.dataDir} holds no database to back up.`);
  }
  const outFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  if (existsSync(outFile)) throw new Error(`${outFile} exists already; name a new file.`);
  // Written beside its final name and renamed once whole, so a file of that name is a full backup.
  const partial = `${outFile}.partial`;
  try {
    const output = createWriteStream(partial, { flags: "wx" });
    const how = await backUp(config.dataDir, output);
    await rename(partial, outFile);
    console.log(`Backup of ${config.dataDir} written to ${outFile} (${how}).`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backUp(dataDir: string, output: Writable) {
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await pipeline(await askRunningServer(dataDir), output);
    return "by the running server";
  }
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const { dumpDataDir } = database;
      if (!dumpDataDir) throw new Error("the embedded database cannot be dumped");
      await writeBackup({ dataDir, dumpDatabase: dumpDataDir }, output);
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
  return "no server was running";
}

function askRunningServer(dataDir: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const asked = request({
      socketPath: backupSocketPath(dataDir),
      method: "POST",
      path: BACKUP_PATH,
    });
    asked.on("response", (response) => {
      if (response.statusCode === 200) resolve(response);
      else reject(new Error(`the running server refused the backup (${response.statusCode})`));
    });
    asked.on("error", (error) =>
      reject(
        new Error(
          `another process holds ${dataDir} and does not answer on its backup socket (${error.message}).`,
        ),
      ),
    );
    asked.end();
  });
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
});
