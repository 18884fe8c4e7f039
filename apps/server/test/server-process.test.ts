import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { regexPatterns } from "../src/db/schema.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "./support/processes.js";

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const running: Array<ReturnType<typeof spawnTypeScript>> = [];

function startServer(dataDir: string) {
  const child = spawnTypeScript("src/main.ts", {
    env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
  });
  running.push(child);
  return child;
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
    expect(existsSync(path.join(dataDir, "formloom.lock"))).toBe(true);
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
    expect(existsSync(path.join(dataDir, "formloom.lock"))).toBe(false);
  }, 60_000);

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
