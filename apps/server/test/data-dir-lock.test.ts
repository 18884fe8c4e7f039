import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../src/lib/data-dir-lock.js";

const lockFile = (dir: string) => path.join(dir, "formloom.lock");
const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "formloom-lock-"));

function pidOfExitedProcess(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid ?? 999_999;
}

describe("acquireDataDirLock", () => {
  it("writes this process as the owner and removes the file on release", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("refuses a second holder while the first runs, naming its pid and the directory", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${process.pid} on ${os.hostname()}`);
    expect(() => acquireDataDirLock(dir)).toThrow(`is already using the data directory ${dir}`);
    release();
    acquireDataDirLock(dir)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = freshDir();
    const deadPid = pidOfExitedProcess();
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), startedAt: "2026-01-01" }),
    );
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a half-written lock file", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '{"pid": 12');
    acquireDataDirLock(dir)();
  });
});
