import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { regexPatterns } from "../src/db/schema.js";
import { SERVER_DIR, spawnTypeScript, waitForExit, waitForOutput } from "./support/processes.js";

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const running: Array<ReturnType<typeof spawnTypeScript>> = [];

function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawnTypeScript("src/main.ts", {
    env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", ...env },
  });
  running.push(child);
  return child;
}

const UNSHARE_PID = ["--pid", "--fork", "--mount-proc"];
const canUnsharePid = spawnSync("unshare", [...UNSHARE_PID, "true"]).status === 0;

/** The server as the first process of a new PID namespace, as a container's entry point runs. */
function startAsPidOne(dataDir: string) {
  const child = spawn(
    "unshare",
    [...UNSHARE_PID, process.execPath, "--import", "tsx", "src/main.ts"],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.push(child);
  return child;
}

/** The host's pid of the one process unshare forked (PID 1 inside its namespace). */
function childPidOf(unshare: ChildProcess): number {
  const pid = unshare.pid ?? 0;
  return Number(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim());
}

function listTree(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { recursive: true }).map((entry) => path.join(dir, String(entry))),
  ];
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

describe("the server process", () => {
  it("refuses a second instance on the same DATA_DIR, then starts after a kill -9", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-proc-"));
    const first = startServer(dataDir);
    const [, url] = await waitForOutput(first, LISTENING);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const second = await waitForExit(startServer(dataDir));
    expect(second.code).toBe(1);
    expect(second.output).toContain("Formloom cannot start. Another Formloom server");
    expect(second.output).toContain(`is already using the data directory ${dataDir}`);

    first.kill("SIGKILL");
    await waitForExit(first);
    expect(readFileSync(path.join(dataDir, "formloom.lock"), "utf8")).toContain('"pid"');
    const third = startServer(dataDir);
    const [, thirdUrl] = await waitForOutput(third, LISTENING);
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);
  }, 90_000);

  it("shuts down on SIGTERM: exits 0, closes the database, releases the lock", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-proc-"));
    const server = startServer(dataDir);
    await waitForOutput(server, LISTENING);
    const exited = waitForExit(server);
    server.kill("SIGTERM");
    const { code, output } = await exited;
    expect(code).toBe(0);
    expect(output).toContain("shutting down");
    expect(readFileSync(path.join(dataDir, "formloom.lock"), "utf8")).toBe("");
  }, 60_000);

  it("says at start-up whether the admin of ADMIN_EMAIL was created or updated", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-proc-"));
    const env = { ADMIN_EMAIL: "admin@example.org", ADMIN_PASSWORD: "Admin-Passw0rd!" };
    const first = startServer(dataDir, env);
    // One wait for both lines: they may arrive in one chunk, which a second wait would miss.
    const [, created] = await waitForOutput(
      first,
      /(Admin admin@example\.org created[^"]*)[\s\S]*Server listening at/,
    );
    expect(created).toMatch(/sign in at http:\/\/localhost:0\/admin\/login$/);
    const firstExited = waitForExit(first);
    first.kill("SIGTERM");
    await firstExited;

    const second = startServer(dataDir, env);
    await waitForOutput(second, /Admin admin@example\.org updated/);
  }, 90_000);

  it("releases the lock and closes the database when its port is taken", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-proc-"));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, output } = await waitForExit(
        startServer(dataDir, { PORT: String(port), LOG_LEVEL: "debug" }),
      );
      expect(code).toBe(1);
      expect(output).toContain("EADDRINUSE");
      // The lock is cleared only after the database has closed.
      expect(readFileSync(path.join(dataDir, "formloom.lock"), "utf8")).toBe("");
    } finally {
      taken.close();
    }
  }, 60_000);

  it("keeps DATA_DIR to its own user: new files, the database's and an older tree's", async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-proc-")), "data");
    mkdirSync(path.join(dataDir, "uploads", "old"), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, "uploads", "old", "photo.png"), "", { mode: 0o666 });
    chmodSync(path.join(dataDir, "uploads", "old", "photo.png"), 0o666);
    chmodSync(dataDir, 0o755);
    const server = startServer(dataDir);
    await waitForOutput(server, LISTENING);
    const open = listTree(dataDir).filter((entry) => (statSync(entry).mode & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(listTree(dataDir).length).toBeGreaterThan(900);
  }, 60_000);

  it.skipIf(!canUnsharePid)(
    "restarts after a kill -9 as PID 1, as in a container (needs unshare: root or user namespaces)",
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-pid1-"));
      const first = startAsPidOne(dataDir);
      await waitForOutput(first, LISTENING);
      expect(JSON.parse(readFileSync(path.join(dataDir, "formloom.lock"), "utf8")).pid).toBe(1);
      process.kill(childPidOf(first), "SIGKILL");
      await waitForExit(first);

      const second = startAsPidOne(dataDir);
      const [, url] = await waitForOutput(second, LISTENING);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      process.kill(childPidOf(second), "SIGKILL");
      await waitForExit(second);
    },
    90_000,
  );

  it("keeps every acknowledged write after a kill -9 in the middle of writing", async () => {
    const pgliteDir = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-crash-")), "db");
    const writer = spawnTypeScript("test/support/write-until-killed.ts", { args: [pgliteDir] });
    running.push(writer);
    const acknowledged: string[] = [];
    writer.stdout?.on("data", (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/acknowledged ([0-9a-f-]{36})/g)) {
        if (match[1]) acknowledged.push(match[1]);
      }
    });
    await waitForOutput(writer, /ready/);
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    writer.kill("SIGKILL");
    await waitForExit(writer);
    const seen = [...acknowledged];

    const database = await openDatabase({ pgliteDir });
    try {
      const rows = await database.db
        .select({ id: regexPatterns.id })
        .from(regexPatterns)
        .where(inArray(regexPatterns.id, seen));
      expect(rows.length).toBe(seen.length);
    } finally {
      await database.close();
    }
  }, 90_000);
});
