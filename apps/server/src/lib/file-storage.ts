import { mkdir, rm } from "node:fs/promises";
import path from "node:path";

export type FileStorage = {
  /** Where a stored file lives on disk. */
  pathOf(storageKey: string): string;
  ensureReady(): Promise<void>;
  /** Removes files; a file already gone is not an error. */
  remove(storageKeys: readonly string[]): Promise<void>;
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
    ensureReady: async () => {
      await mkdir(root, { recursive: true });
    },
    remove: async (storageKeys) => {
      await Promise.all(storageKeys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
