import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { jobs, webhookDeliveries } from "../../src/db/schema.js";
import { DELIVER_WEBHOOK_JOB } from "../../src/modules/webhooks/deliver-webhook-job.js";
import { insertWebhook } from "../../src/modules/webhooks/repo.js";
import { createTestDatabase, databaseKinds } from "../support/databases.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "../support/processes.js";
import { seedPublicForm } from "../support/seed-data-dir.js";
import { startReceiver } from "../support/webhook-receiver.js";

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A public form with one webhook, written straight to the database the server will use. */
async function seed(db: DatabaseHandle["db"], url: string) {
  const form = await seedPublicForm(db);
  await insertWebhook(db, { formId: form.formId, url, secret: "s3cret", isActive: true });
  return form;
}

describe.each(databaseKinds())("a delivery across a kill -9 on %s", (kind) => {
  it("is sent again after the restart, and acknowledged once per delivery id", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-hook-"));
    // The first attempt is held open; the server dies while it waits for the answer.
    const receiver = await startReceiver((_hook, index) => (index === 0 ? null : 200));
    cleanups.push(receiver.close);

    let databaseUrl: string | undefined;
    let form: Awaited<ReturnType<typeof seed>>;
    let reopen: () => Promise<DatabaseHandle>;
    if (kind === "postgres") {
      const database = await createTestDatabase("postgres");
      cleanups.push(database.destroy);
      databaseUrl = database.url;
      form = await seed(database.db, receiver.url);
      reopen = async () => database;
    } else {
      const pgliteDir = path.join(dataDir, "db");
      const database = await openDatabase({ pgliteDir });
      await database.migrate();
      form = await seed(database.db, receiver.url);
      await database.close();
      reopen = async () => openDatabase({ pgliteDir });
    }
    const env = {
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      WEBHOOK_ALLOW_PRIVATE: "true",
      JOB_LEASE_SECONDS: "1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const start = () => {
      const child = spawnTypeScript("src/main.ts", { env });
      cleanups.push(() => {
        child.kill("SIGKILL");
      });
      return child;
    };

    const first = start();
    const [, url] = await waitForOutput(first, LISTENING);
    const submitted = await fetch(`${url}/api/responses/${form.formId}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: [{ questionId: form.questionIds[0], answer: "Ada" }] }),
    });
    expect(submitted.status).toBe(201);
    await receiver.waitFor(1);
    const killed = waitForExit(first);
    first.kill("SIGKILL");
    await killed;

    const second = start();
    await waitForOutput(second, LISTENING);
    await receiver.waitFor(2);
    const stopped = waitForExit(second);
    second.kill("SIGTERM");
    expect((await stopped).code).toBe(0);

    const [held, acknowledged] = receiver.received;
    const deliveryId = held?.headers["x-formloom-delivery"];
    expect(acknowledged?.headers["x-formloom-delivery"]).toBe(deliveryId);
    expect(acknowledged?.body).toBe(held?.body);
    expect(receiver.received).toHaveLength(2);

    const database = await reopen();
    if (kind === "pglite") cleanups.push(() => database.close());
    // Delivered and acknowledged: no delivery left in the queue (periodic jobs stay scheduled).
    const left = await database.db.select().from(jobs).where(eq(jobs.kind, DELIVER_WEBHOOK_JOB));
    expect(left).toEqual([]);
    const log = await database.db.select().from(webhookDeliveries);
    expect(log).toMatchObject([{ id: deliveryId, statusCode: 200, attempt: 2 }]);
  }, 120_000);
});
