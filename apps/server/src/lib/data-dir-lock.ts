import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const LOCK_FILE = "formloom.lock";

type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * Takes an exclusive lock on DATA_DIR, because PGlite has none of its own and two processes on
 * one directory silently lose acknowledged writes. A lock left by a process that no longer runs
 * on this host is stale and taken over. Returns the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (!tryCreateLock(lockPath)) {
    const owner = readOwner(lockPath);
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another Formloom server (pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt}) ` +
          `is already using the data directory ${dataDir}. Stop it first, or give this server ` +
          "its own DATA_DIR.",
      );
    }
    unlinkSync(lockPath);
    if (!tryCreateLock(lockPath)) {
      throw new DataDirLockedError(
        `Another Formloom server took the lock on ${dataDir} while this one was starting.`,
      );
    }
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    if (readOwner(lockPath)?.pid === process.pid) unlinkSync(lockPath);
  };
}

function tryCreateLock(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  writeSync(fd, JSON.stringify(owner));
  closeSync(fd);
  return true;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;
  } catch {
    // Unreadable or half-written: the writer died before finishing, so the lock is stale.
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A process on another host (a shared network disk) cannot be checked: assume it runs.
  if (owner.hostname !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
