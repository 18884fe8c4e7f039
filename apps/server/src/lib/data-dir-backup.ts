import { createReadStream } from "node:fs";
import { access, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { LOCK_FILE } from "./data-dir-lock.js";

// A backup is one gzipped tar: a manifest, the embedded database's own dump (a tarball of its
// data directory) and the files beside it that the database refers to or needs.
const MANIFEST = "formloom-backup.json";
const DATABASE = "database.tar.gz";
const SECRET = "secret.key";
const UPLOADS = "uploads";
const FORMAT = 1;

export type BackupSource = {
  dataDir: string;
  /** The database's consistent tarball (DatabaseHandle.dumpDataDir). */
  dumpDatabase: () => Promise<Blob>;
};

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/**
 * Writes the backup of a DATA_DIR to `output`. The database is dumped first and the files read
 * after it: an upload is on disk before a row names it, so every file the dump names is there,
 * unless its response was deleted in the seconds between (then the restored row lacks its file).
 */
export async function writeBackup({ dataDir, dumpDatabase }: BackupSource, output: Writable) {
  const database = Buffer.from(await (await dumpDatabase()).arrayBuffer());
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  const manifest = { format: FORMAT, createdAt: new Date().toISOString(), database: "pglite" };
  await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest)));
  await addEntry(pack, DATABASE, database);
  const secret = await readIfPresent(path.join(dataDir, SECRET));
  if (secret) await addEntry(pack, SECRET, secret);
  for (const relative of await listFiles(path.join(dataDir, UPLOADS))) {
    // An upload removed since the listing was no longer referred to: nothing to keep.
    const bytes = await readIfPresent(path.join(dataDir, UPLOADS, relative));
    if (bytes) await addEntry(pack, `${UPLOADS}/${relative}`, bytes);
  }
  pack.finalize();
  await written;
}

/**
 * Fills an empty DATA_DIR (its lock file aside) from a backup. `loadDatabase` turns the
 * database's tarball into its directory. Anything it wrote is removed again when it fails.
 */
export async function restoreBackup(
  backupFile: string,
  dataDir: string,
  loadDatabase: (dump: Blob, pgliteDir: string) => Promise<void>,
): Promise<{ files: number }> {
  await access(backupFile);
  const existing = (await readdir(dataDir).catch(() => [])).filter((name) => name !== LOCK_FILE);
  if (existing.length > 0) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty. Restore only into an empty DATA_DIR: a restore never overwrites data.`,
    );
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    let manifest: { format?: number } | undefined;
    let database: Buffer | undefined;
    let files = 0;
    const extract = tar.extract();
    const entries = (async () => {
      for await (const entry of extract) {
        const { name, type } = entry.header;
        // Plain files only: a link in a crafted archive could point anywhere.
        if (type !== "file") {
          throw new RestoreRefusedError(`unexpected ${type} ${JSON.stringify(name)} in the backup`);
        }
        const bytes = await buffer(entry);
        if (name === MANIFEST) manifest = JSON.parse(bytes.toString("utf8"));
        else if (name === DATABASE) database = bytes;
        else if (name === SECRET)
          await writeFile(path.join(dataDir, SECRET), bytes, { mode: 0o600 });
        else if (isUploadPath(name)) {
          const target = path.join(dataDir, name);
          await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
          await writeFile(target, bytes, { mode: 0o600 });
          files += 1;
        } else
          throw new RestoreRefusedError(`unexpected entry ${JSON.stringify(name)} in the backup`);
      }
    })();
    await Promise.all([
      pipeline(createReadStream(backupFile), createGunzip(), extract),
      entries,
    ]).catch((error) => {
      if (error instanceof RestoreRefusedError || (error as { code?: string }).code === "ENOENT") {
        throw error;
      }
      throw new RestoreRefusedError(
        `this file is not a whole Formloom backup (${(error as Error).message})`,
      );
    });
    if (manifest?.format !== FORMAT || !database) {
      throw new RestoreRefusedError("this file is not a Formloom backup");
    }
    await loadDatabase(new Blob([database]), path.join(dataDir, "db"));
    return { files };
  } catch (error) {
    for (const entry of await readdir(dataDir)) {
      if (entry === LOCK_FILE) continue;
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
    }
    throw error;
  }
}

function addEntry(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** uploads/ and below only: a crafted archive must not write outside DATA_DIR. */
function isUploadPath(name: string): boolean {
  const parts = name.split("/");
  return (
    parts[0] === UPLOADS &&
    parts.length > 1 &&
    parts.slice(1).every((part) => part !== "" && part !== "." && part !== "..")
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if ((error as { code?: string }).code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return undefined;
    throw error;
  }
}
