import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { tryLock, unlock } from "fs-native-extensions";

export const LOCK_FILE = "formloom.lock";

type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * Takes an exclusive lock on DATA_DIR, because PGlite has none of its own and two processes on
 * one directory silently lose acknowledged writes. The lock is the kernel's, held on a descriptor
 * kept open for the life of the process, so the kernel drops it when the process dies, however it
 * dies; the owner written into the file is only there to name it in the refusal. The file itself
 * stays: removing it would let a late opener lock a file no one else looks at any more.
 * Returns the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const fd = openSync(lockPath, "a+", 0o600);
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirLockedError(
      `Another Formloom server${describeOwner(lockPath)} is already using the data directory ` +
        `${dataDir}. Stop it first, or give this server its own DATA_DIR.`,
    );
  }
  writeOwner(fd);
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    ftruncateSync(fd, 0);
    unlock(fd);
    closeSync(fd);
  };
}

function writeOwner(fd: number): void {
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify(owner));
}

function describeOwner(lockPath: string): string {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;
    return ` (pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt})`;
  } catch {
    // The holder has not written its name yet: the kernel's lock is what counts.
    return "";
  }
}
