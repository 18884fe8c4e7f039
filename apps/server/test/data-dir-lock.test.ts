import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../src/lib/data-dir-lock.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "./support/processes.js";

const lockFile = (dir: string) => path.join(dir, "formloom.lock");
const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "formloom-lock-"));
const staleLock = (dir: string, owner: object) =>
  writeFileSync(lockFile(dir), JSON.stringify({ startedAt: "2026-01-01T00:00:00Z", ...owner }));

describe("acquireDataDirLock", () => {
  it("writes this process as the owner and clears it on release", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
    });
    release();
    expect(readFileSync(lockFile(dir), "utf8")).toBe("");
  });

  it("refuses a second holder while the first holds it, naming its pid and the directory", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${process.pid} on ${os.hostname()}`);
    expect(() => acquireDataDirLock(dir)).toThrow(`is already using the data directory ${dir}`);
    release();
    acquireDataDirLock(dir)();
  });

  // What a kill -9 leaves: a file naming a process, and no lock held on it.
  it.each([
    ["a pid that is alive again (PID 1 after a container restart)", { pid: 1 }],
    ["this very process", { pid: process.pid }],
    ["another host", { pid: 1, hostname: "elsewhere.example" }],
  ])("takes over a file left by %s when no one holds the lock", (_, owner) => {
    const dir = freshDir();
    staleLock(dir, { hostname: os.hostname(), ...owner });
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    release();
  });

  it("takes over a half-written lock file, rewriting it whole and holding the lock", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '{"pid": 12');
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
    });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
  });

  it("still refuses while the holder's file is half-written, naming no owner", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    writeFileSync(lockFile(dir), '{"pid": 12');
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Formloom server is already using the data directory ${dir}.`,
    );
    release();
  });

  it("gives a stale lock to exactly one of two servers taking it over at the same instant", async () => {
    const rounds = 60;
    const dirs = Array.from({ length: rounds }, () => {
      const dir = freshDir();
      staleLock(dir, { pid: 999_999, hostname: os.hostname() });
      return dir;
    });
    const goFile = path.join(freshDir(), "go");
    const children = [0, 1].map(() =>
      spawnTypeScript("test/support/contend-for-lock.ts", { args: [goFile, "20", ...dirs] }),
    );
    const exits = children.map(waitForExit);
    await Promise.all(children.map((child) => waitForOutput(child, /ready/)));
    writeFileSync(goFile, String(Date.now() + 200));
    await Promise.all(children.map((child) => waitForOutput(child, /done/)));
    writeFileSync(`${goFile}.stop`, "");
    const outputs = await Promise.all(exits);
    for (const { code, output } of outputs) expect(code, output).toBe(0);
    const winners = Array.from(
      { length: rounds },
      (_, round) => outputs.filter(({ output }) => output.includes(`won ${round}\n`)).length,
    );
    expect(winners).toEqual(Array(rounds).fill(1));
  }, 30_000);
});
