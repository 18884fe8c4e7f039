import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema.js";
import {
  createJobWorker,
  enqueueJobs,
  type JobRow,
  retryDelayMs,
} from "../../src/lib/job-queue.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases.js";

const log = pino({ level: "silent" });

describe("retryDelayMs", () => {
  it("doubles from the base, with up to a fifth of jitter, and stops at the cap", () => {
    for (const [attempts, base] of [
      [1, 10_000],
      [2, 20_000],
      [5, 160_000],
    ] as const) {
      const delay = retryDelayMs(attempts, 10_000, 3_600_000);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
    expect(retryDelayMs(30, 10_000, 3_600_000)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });
});

describe.each(databaseKinds())("the job queue on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(() => database.reset());
  afterAll(() => database.destroy());

  it("runs each job once however many workers read the queue, and deletes it", async () => {
    await enqueueJobs(
      database.db,
      Array.from({ length: 30 }, (_, index) => ({ kind: "count", payload: { index } })),
    );
    const seen: number[] = [];
    let resolveAll: () => void = () => {};
    const allSeen = new Promise<void>((resolve) => {
      resolveAll = resolve;
    });
    const handlers = {
      count: async (job: JobRow) => {
        seen.push((job.payload as { index: number }).index);
        if (seen.length === 30) resolveAll();
        return undefined;
      },
    };
    const workers = [1, 2, 3].map(() =>
      createJobWorker({
        db: database.db,
        handlers,
        log,
        pollMs: 20,
        lanes: [{ kinds: ["count"], slots: 2 }],
      }),
    );
    for (const worker of workers) worker.start();
    await allSeen;
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it("retries a failing job with backoff, then gives it up past its deadline", async () => {
    await enqueueJobs(database.db, [
      { kind: "flaky", payload: {}, giveUpAt: new Date(Date.now() + 1000) },
    ]);
    let calls = 0;
    const worker = createJobWorker({
      db: database.db,
      log,
      pollMs: 10,
      retryBaseMs: 40,
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error(`refused ${calls}`);
        },
      },
    });
    worker.start();
    await expect
      .poll(async () => (await database.db.select().from(jobs))[0]?.failedAt ?? null, {
        timeout: 5000,
      })
      .not.toBeNull();
    await worker.stop();
    const [job] = await database.db.select().from(jobs);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(job?.attempts).toBe(calls);
    expect(job?.lastError).toBe(`refused ${calls}`);
  });

  it("deletes given-up jobs once they are older than the time they are kept, and no others", async () => {
    const day = 24 * 60 * 60_000;
    await enqueueJobs(database.db, [
      { kind: "old", payload: {} },
      { kind: "recent", payload: {} },
      { kind: "waiting", payload: {}, runAt: new Date(Date.now() + day) },
    ]);
    await database.db
      .update(jobs)
      .set({ failedAt: new Date(Date.now() - 31 * day) })
      .where(eq(jobs.kind, "old"));
    await database.db
      .update(jobs)
      .set({ failedAt: new Date(Date.now() - day) })
      .where(eq(jobs.kind, "recent"));
    const worker = createJobWorker({ db: database.db, log, handlers: {}, pollMs: 10 });
    worker.start();
    await expect
      .poll(async () => (await database.db.select({ kind: jobs.kind }).from(jobs)).length)
      .toBe(2);
    await worker.stop();
    const left = await database.db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind);
    expect(left.map((job) => job.kind)).toEqual(["recent", "waiting"]);
  });

  it("runs a job again once the lease of a worker that never finished has passed", async () => {
    await enqueueJobs(database.db, [{ kind: "stuck", payload: {} }]);
    let calls = 0;
    const never = new Promise<undefined>(() => {});
    const stuck = createJobWorker({
      db: database.db,
      log,
      pollMs: 10,
      leaseMs: 300,
      handlers: {
        stuck: async () => {
          calls += 1;
          return never;
        },
      },
    });
    stuck.start();
    await expect.poll(() => calls).toBe(1);
    const done: string[] = [];
    const rescuer = createJobWorker({
      db: database.db,
      log,
      pollMs: 10,
      handlers: {
        stuck: async (job) => {
          done.push(job.id);
          return undefined;
        },
      },
    });
    rescuer.start();
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(1);
    await rescuer.stop();
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});
