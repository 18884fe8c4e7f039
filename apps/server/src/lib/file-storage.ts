import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

export type FileStorage = {
  /** Where a stored file lives on disk. */
  pathOf(storageKey: string): string;
  /** The file's bytes, opened lazily. */
  read(storageKey: string): Readable;
  ensureReady(): Promise<void>;
  /** Removes files; a file already gone is not an error. */
  remove(storageKeys: readonly string[]): Promise<void>;
  /** Every key on disk, finished or not. */
  listKeys(): Promise<string[]>;
  /** When the file was last written, or undefined when it is gone. */
  modifiedAt(storageKey: string): Promise<Date | undefined>;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Uploaded files under DATA_DIR/uploads, named by server-made keys only. */
export function createFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "uploads");
  const pathOf = (storageKey: string) => {
    if (!SAFE_KEY.test(storageKey)) throw new Error(`unsafe storage key ${storageKey}`);
    return path.join(root, storageKey);
  };
  return {
    pathOf,
    read: (storageKey) => createReadStream(pathOf(storageKey)),
    ensureReady: async () => {
      await mkdir(root, { recursive: true });
    },
    remove: async (storageKeys) => {
      await Promise.all(storageKeys.map((key) => rm(pathOf(key), { force: true })));
    },
    listKeys: async () => {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if ((error as { code?: string }).code === "ENOENT") return [];
        throw error;
      });
      return entries.flatMap((entry) =>
        entry.isFile() && SAFE_KEY.test(entry.name) ? [entry.name] : [],
      );
    },
    modifiedAt: async (storageKey) => {
      const stats = await stat(pathOf(storageKey)).catch(() => undefined);
      return stats?.mtime;
    },
  };
}
