import type { Readable } from "node:stream";
import type { StorageDriver } from "../../config.js";
import { AppError } from "../app-error.js";

export type StoredFile = { key: string; modifiedAt: Date };

/**
 * Where uploaded files live, named by server-made keys only. Every method streams: no driver
 * holds a whole file in memory, and none exposes a path, so every server behind one address
 * can reach every file when the store is shared (the database or S3).
 */
export type FileStorage = {
  readonly driver: StorageDriver;
  /** Stores the stream's bytes under the key, replacing a file already there; answers the size. */
  write(key: string, content: Readable): Promise<number>;
  /** The file's bytes; throws a FileMissingError when there is no such file. */
  read(key: string): Promise<Readable>;
  /** Removes files; a file already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every stored file, finished or not, with when it was written. */
  list(): Promise<StoredFile[]>;
  /** The stored size in bytes, or undefined when there is no such file. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Resolves when files can be stored and read now (the readiness check); throws why not. */
  checkReachable(): Promise<void>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
};

const RETRY_AFTER_SECONDS = 5;

/** The store failed us (unreachable, full, refusing us, erring): a 503, logged with why. */
export function storageUnavailable(cause: unknown): AppError {
  const failure = new AppError(
    "STORAGE_UNAVAILABLE",
    "Files cannot be reached right now. Please try again in a moment.",
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
  return Object.assign(failure, { cause });
}

export class FileMissingError extends Error {
  override name = "FileMissingError";
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const isSafeKey = (key: string) => SAFE_KEY.test(key);

/** Keys come from the server, never from a request; anything else is a bug to stop at once. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
}
