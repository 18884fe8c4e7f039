import { access, constants, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  assertSafeKey,
  FileMissingError,
  type FileStorage,
  isSafeKey,
  storageUnavailable,
} from "./file-storage.js";

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const isMissing = (error: unknown) => codeOf(error) === "ENOENT";

// The disk failing us, as opposed to the bytes' sender (an upload cut off, too large): full,
// over quota, read-only, refused, out of descriptors or broken.
const DISK_FAILURES = new Set([
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EACCES",
  "EPERM",
  "EMFILE",
  "ENFILE",
  "EIO",
]);
const asStorageError = (error: unknown) =>
  DISK_FAILURES.has(String(codeOf(error))) ? storageUnavailable(error) : error;

/** Files under DATA_DIR/uploads: one server, or servers sharing that directory. */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "uploads");
  const pathOf = (key: string) => path.join(root, assertSafeKey(key));
  return {
    driver: "local",
    write: async (key, content) => {
      // Opened before the bytes flow: a stream that opened its file itself could still create
      // it after a failed write had removed it, leaving an empty file behind.
      const handle = await mkdir(root, { recursive: true })
        .then(() => open(pathOf(key), "w", 0o600))
        .catch((error: unknown) => {
          throw asStorageError(error);
        });
      const file = handle.createWriteStream();
      try {
        await pipeline(content, file);
      } catch (error) {
        await rm(pathOf(key), { force: true });
        throw asStorageError(error);
      }
      return file.bytesWritten;
    },
    read: async (key) => {
      // Opened now, so a missing file is known before a reply starts.
      const handle = await open(pathOf(key), "r").catch((error: unknown) => {
        throw isMissing(error) ? new FileMissingError(key) : asStorageError(error);
      });
      return handle.createReadStream();
    },
    remove: async (keys) => {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    checkReachable: async () => {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    list: async () => {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && isSafeKey(entry.name))
          .map(async (entry) => {
            const stats = await stat(pathOf(entry.name)).catch(() => undefined);
            return stats && { key: entry.name, modifiedAt: stats.mtime };
          }),
      );
      return files.filter((file) => file !== undefined);
    },
    sizeOf: async (key) => (await stat(pathOf(key)).catch(() => undefined))?.size,
    close: async () => {},
  };
}
