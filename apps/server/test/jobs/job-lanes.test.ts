import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createJobWorker,
  enqueueJobs,
  type JobLane,
  type JobRow,
  type NewJob,
} from "../../src/lib/job-queue.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases.js";
import { within } from "../support/deadline.js";

const log = pino({ level: "silent" });
const PROMPTLY_MS = 5000;

/** Handlers that hold "held" jobs until released and finish the others at once, noting each. */
function heldAndQuick() {
  const started: JobRow[] = [];
  const finished: JobRow[] = [];
  const releases: Array<() => void> = [];
  let isReleased = false;
  const waiters: Array<{ test: () => boolean; resolve: () => void }> = [];
  const notify = () => {
    for (const waiter of waiters.filter((item) => item.test())) waiter.resolve();
  };
  const handlers = {
    held: async (job: JobRow) => {
      started.push(job);
      notify();
      if (!isReleased) await new Promise<void>((resolve) => releases.push(resolve));
      return undefined;
    },
    quick: async (job: JobRow) => {
      started.push(job);
      finished.push(job);
      notify();
      return undefined;
    },
  };
  return {
    handlers,
    started,
    finished,
    /** Resolves once `test` holds, checked as each job starts or ends. */
    until: (test: () => boolean) =>
      new Promise<void>((resolve) => {
        if (test()) resolve();
        else waiters.push({ test, resolve });
      }),
    releaseAll: () => {
      isReleased = true;
      for (const release of releases.splice(0)) release();
    },
  };
}

describe.each(databaseKinds())("the job queue's lanes on %s", (kind) => {
  let database: TestDatabase;
  const cleanups: Array<() => Promise<void> | void> = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(() => database.reset());
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(() => database.destroy());

  function startWorker(
    jobs: ReturnType<typeof heldAndQuick>,
    lanes: JobLane[],
    handlers: Record<string, (job: JobRow) => Promise<undefined>> = jobs.handlers,
  ) {
    const worker = createJobWorker({
      db: database.db,
      log,
      handlers,
      lanes,
      pollMs: 50,
    });
    worker.start();
    cleanups.push(async () => {
      jobs.releaseAll();
      await worker.stop();
    });
    return worker;
  }

  const many = (count: number, job: NewJob) => Array.from({ length: count }, () => job);

  it("runs the other jobs while one holds its slot, without waiting for a batch", async () => {
    await enqueueJobs(database.db, [{ kind: "held", payload: {} }]);
    const jobs = heldAndQuick();
    startWorker(jobs, [{ kinds: ["held", "quick"], slots: 3 }]);
    await within(
      jobs.until(() => jobs.started.length === 1),
      PROMPTLY_MS,
      "the held job",
    );
    await enqueueJobs(database.db, many(12, { kind: "quick", payload: {} }));
    await within(
      jobs.until(() => jobs.finished.length === 12),
      PROMPTLY_MS,
      "the quick jobs",
    );
    expect(jobs.started.filter((job) => job.kind === "held")).toHaveLength(1);
  });

  it("starts no more jobs of one group than its cap, and runs other groups meanwhile", async () => {
    await enqueueJobs(database.db, [
      ...many(10, { kind: "held", payload: {}, groupKey: "slow" }),
      ...many(3, { kind: "quick", payload: {}, groupKey: "fast" }),
    ]);
    const jobs = heldAndQuick();
    startWorker(jobs, [{ kinds: ["held", "quick"], slots: 6, slotsPerGroup: 2 }]);
    await within(
      jobs.until(() => jobs.finished.length === 3),
      PROMPTLY_MS,
      "the other group's jobs",
    );
    expect(jobs.started.filter((job) => job.groupKey === "slow")).toHaveLength(2);
  });

  it("shares the cap of a group between two workers", async () => {
    await enqueueJobs(database.db, many(10, { kind: "held", payload: {}, groupKey: "slow" }));
    const first = heldAndQuick();
    startWorker(first, [{ kinds: ["held"], slots: 6, slotsPerGroup: 2 }]);
    await within(
      first.until(() => first.started.length === 2),
      PROMPTLY_MS,
      "the first worker's claims",
    );
    // The second worker finds the group at its cap (counted in the database) and starts none of
    // it; a probe job only it runs shows it has read the queue since.
    const second = heldAndQuick();
    startWorker(second, [{ kinds: ["held", "probe"], slots: 6, slotsPerGroup: 2 }], {
      held: second.handlers.held,
      probe: second.handlers.quick,
    });
    await enqueueJobs(database.db, [{ kind: "probe", payload: {} }]);
    await within(
      second.until(() => second.finished.length === 1),
      PROMPTLY_MS,
      "the probe",
    );
    expect(second.started.filter((job) => job.kind === "held")).toHaveLength(0);
    expect(first.started).toHaveLength(2);
  });

  it("runs a lane's jobs while another lane's slots are all held", async () => {
    await enqueueJobs(database.db, many(4, { kind: "held", payload: {} }));
    const jobs = heldAndQuick();
    startWorker(jobs, [
      { kinds: ["held"], slots: 2 },
      { kinds: ["quick"], slots: 1 },
    ]);
    await within(
      jobs.until(() => jobs.started.length === 2),
      PROMPTLY_MS,
      "the held lane's claims",
    );
    await enqueueJobs(database.db, [{ kind: "quick", payload: {} }]);
    await within(
      jobs.until(() => jobs.finished.length === 1),
      PROMPTLY_MS,
      "the other lane's job",
    );
    expect(jobs.started.filter((job) => job.kind === "held")).toHaveLength(2);
  });
});
