import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPgliteWorker, type PgliteWorkerClient } from "../../src/db/pglite-worker-client.js";
// @ts-expect-error: a plain JavaScript fixture without types
import { STOP_STATEMENT } from "./fixtures/stop-statement.js";

const STOPPABLE_WORKER = new URL("./fixtures/stoppable-pglite-worker.js", import.meta.url);

// A worker thread that stops on its own (out of memory, say) must not leave the server with a
// database that answers nothing until it is restarted.
describe("the embedded database's worker thread, stopping on its own", () => {
  let client: PgliteWorkerClient | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await client?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function openStoppable(onDisk: boolean) {
    dataDir = onDisk ? mkdtempSync(path.join(os.tmpdir(), "formloom-reopen-")) : undefined;
    const lost: { message: string; isReopened: boolean }[] = [];
    client = await openPgliteWorker({
      dataDir: dataDir && path.join(dataDir, "db"),
      workerUrl: STOPPABLE_WORKER,
      onThreadLost: (error, isReopened) => lost.push({ message: error.message, isReopened }),
    });
    return { client, lost };
  }

  it("fails the statement under way, then opens the database on disk again, with its data", async () => {
    const { client, lost } = await openStoppable(true);
    await client.exec("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')");

    await expect(client.query(STOP_STATEMENT)).rejects.toThrow(
      "The embedded database's thread stopped",
    );
    expect(lost).toEqual([{ message: expect.stringContaining("stopped"), isReopened: true }]);
    expect((await client.query("SELECT body FROM notes")).rows).toEqual([{ body: "kept" }]);
  });

  it("gives up after three stops within a minute, and then fails every statement at once", async () => {
    const { client, lost } = await openStoppable(true);
    for (let stop = 0; stop < 4; stop += 1) {
      await expect(client.query(STOP_STATEMENT)).rejects.toThrow("thread stopped");
    }
    expect(lost.map(({ isReopened }) => isReopened)).toEqual([true, true, true, false]);
    await expect(client.query("SELECT 1")).rejects.toThrow("thread stopped");
  });

  it("fails the open itself when the thread stops before the database opened, and starts no other", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-reopen-"));
    const lost: Error[] = [];
    const opening = openPgliteWorker({
      dataDir: path.join(dataDir, "db"),
      workerUrl: new URL("./fixtures/stopping-pglite-worker.js", import.meta.url),
      onThreadLost: (error) => lost.push(error),
    });
    await expect(opening).rejects.toThrow("The embedded database's thread stopped");
    expect(lost).toEqual([]);
  });

  it("does not reopen a database that lived in memory only: its data went with the thread", async () => {
    const { client, lost } = await openStoppable(false);
    await expect(client.query(STOP_STATEMENT)).rejects.toThrow("thread stopped");
    expect(lost).toEqual([{ message: expect.any(String), isReopened: false }]);
    await expect(client.query("SELECT 1")).rejects.toThrow("thread stopped");
  });
});
