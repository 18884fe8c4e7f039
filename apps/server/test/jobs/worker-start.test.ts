import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { webhookDeliveries } from "../../src/db/schema.js";
import { enqueueJobs } from "../../src/lib/job-queue.js";
import { insertWebhook } from "../../src/modules/webhooks/repo.js";
import { createTestDatabase, databaseKinds } from "../support/databases.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "../support/processes.js";
import { seedPublicForm } from "../support/seed-data-dir.js";

/** An address nobody listens on: each delivery fails at once, as fast as a worker can try. */
async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hook`;
}

const LISTENING_LINE = /\{[^\n]*"msg":"Server listening at [^\n]*\}\n/;
const BACKLOG = 300;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A webhook with a backlog of deliveries due now, written before any server opens the database. */
async function seedBacklog(db: DatabaseHandle["db"], url: string) {
  const form = await seedPublicForm(db);
  const webhook = await insertWebhook(db, {
    formId: form.formId,
    url,
    secret: "s3cret",
    isActive: true,
  });
  await enqueueJobs(
    db,
    Array.from({ length: BACKLOG }, () => ({
      kind: "webhook.deliver",
      payload: { webhookId: webhook.id, deliveryId: randomUUID(), event: "ping", body: "{}" },
    })),
  );
}

describe.each(databaseKinds())("the job worker's start on %s", (kind) => {
  it("delivers nothing before the server listens, then works through the backlog", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-start-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const url = await refusedUrl();
    let databaseUrl: string | undefined;
    let reopen: () => Promise<DatabaseHandle>;
    if (kind === "postgres") {
      const database = await createTestDatabase("postgres");
      cleanups.push(database.destroy);
      databaseUrl = database.url;
      await seedBacklog(database.db, url);
      reopen = async () => database;
    } else {
      const pgliteDir = path.join(dataDir, "db");
      const database = await openDatabase({ pgliteDir });
      await database.migrate();
      await seedBacklog(database.db, url);
      await database.close();
      reopen = async () => {
        const reopened = await openDatabase({ pgliteDir });
        cleanups.push(() => reopened.close());
        return reopened;
      };
    }

    const child = spawnTypeScript("src/main.ts", {
      env: {
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        WEBHOOK_ALLOW_PRIVATE: "true",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    cleanups.push(() => {
      child.kill("SIGKILL");
    });
    const output = waitForOutput(child, /job failed, retrying later[^\n]*\n/, 60_000);
    const [line] = await waitForOutput(child, LISTENING_LINE, 60_000);
    const listeningAt = (JSON.parse(line) as { time: number }).time;
    // The worker does start, once listening.
    await output;
    const stopped = waitForExit(child);
    child.kill("SIGTERM");
    expect((await stopped).code).toBe(0);

    // pino stamps the line before Fastify runs its onListen hooks, where the worker starts; each
    // attempt is recorded after it is made.
    const database = await reopen();
    const attempts = await database.db
      .select({ createdAt: webhookDeliveries.createdAt })
      .from(webhookDeliveries);
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.filter((attempt) => attempt.createdAt.getTime() < listeningAt)).toEqual([]);
  }, 120_000);
});
