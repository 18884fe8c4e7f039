import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { jobs } from "../db/schema.js";
import { newId } from "./ids.js";
import type { Log } from "./log.js";

export type JobRow = typeof jobs.$inferSelect;

/** What a handler answers: nothing when done, or when to run again (not a failure). */
export type JobOutcome = undefined | { runAgainAt: Date };
export type JobHandler = (job: JobRow) => Promise<JobOutcome>;

export type NewJob = {
  kind: string;
  payload: unknown;
  runAt?: Date;
  giveUpAt?: Date;
  /** A job with the key of a waiting one is not added. */
  dedupeKey?: string;
};

/** Records jobs with the caller's transaction, so they exist exactly when its writes do. */
export async function enqueueJobs(db: Database | Transaction, newJobs: NewJob[]): Promise<void> {
  if (newJobs.length === 0) return;
  await db
    .insert(jobs)
    .values(
      newJobs.map((job) => ({
        id: newId(),
        kind: job.kind,
        payload: job.payload,
        runAt: job.runAt,
        giveUpAt: job.giveUpAt,
        dedupeKey: job.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/** Due, not given up, and not under way (or its worker's lease has run out). */
function isDueNow() {
  return and(
    lte(jobs.runAt, sql`now()`),
    isNull(jobs.failedAt),
    or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
  );
}

export type JobWorkerOptions = {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: Log;
  /** How long a claimed job is its worker's; past it another worker may run it again. */
  leaseMs?: number;
  /** How often the queue is read when nobody wakes the worker. */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to `maxRetryDelayMs`. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  batchSize?: number;
  /** How long a given-up job stays in the queue, for an operator to read its last error. */
  keepGivenUpMs?: number;
  /** How often the given-up jobs past that are deleted. */
  purgeEveryMs?: number;
};

const DAY_MS = 24 * 60 * 60_000;

export type JobWorker = {
  start(): void;
  /** Reads the queue now (a submission has just added jobs). */
  wake(): void;
  /** Lets the jobs under way finish and stops claiming. */
  stop(): Promise<void>;
};

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponential = baseMs * 2 ** Math.max(0, attempts - 1);
  // Up to a fifth more, so jobs that failed together do not all come back at once.
  return Math.min(maxMs, exponential) * (1 + Math.random() * 0.2);
}

export function createJobWorker({
  db,
  handlers,
  log,
  leaseMs = 60_000,
  pollMs = 1000,
  retryBaseMs = 10_000,
  maxRetryDelayMs = 3_600_000,
  batchSize = 5,
  keepGivenUpMs = 30 * DAY_MS,
  purgeEveryMs = 60 * 60_000,
}: JobWorkerOptions): JobWorker {
  let isStopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: () => void = () => {};
  let isWoken = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (isWoken || isStopping) {
        isWoken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        isWoken = false;
        wakeUp = () => {};
        resolve();
      }
      wakeUp = done;
    });

  async function claim(): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(isDueNow())
      .orderBy(jobs.runAt)
      .limit(batchSize)
      // Two workers (two servers on one PostgreSQL) never claim the same job.
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({
        lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${jobs.attempts} + 1`,
        dedupeKey: null,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function finish(job: JobRow, outcome: JobOutcome): Promise<void> {
    if (outcome === undefined) {
      await db.delete(jobs).where(eq(jobs.id, job.id));
      return;
    }
    await db
      .update(jobs)
      .set({ runAt: outcome.runAgainAt, lockedUntil: null, attempts: 0, lastError: null })
      .where(eq(jobs.id, job.id));
  }

  async function fail(job: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const runAt = new Date(Date.now() + retryDelayMs(job.attempts, retryBaseMs, maxRetryDelayMs));
    const isGivenUp = job.giveUpAt !== null && runAt.getTime() > job.giveUpAt.getTime();
    await db
      .update(jobs)
      .set({
        runAt,
        lockedUntil: null,
        lastError: message.slice(0, 1000),
        failedAt: isGivenUp ? new Date() : null,
      })
      .where(eq(jobs.id, job.id));
    const level = isGivenUp ? "error" : "warn";
    log[level](
      { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
      isGivenUp ? "job given up" : "job failed, retrying later",
    );
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await finish(job, await handler(job));
    } catch (error) {
      await fail(job, error).catch((failure: unknown) =>
        log.error({ err: failure, jobId: job.id }, "a failed job could not be rescheduled"),
      );
    }
  }

  let lastPurgeAt = 0;
  async function purgeGivenUpJobs(): Promise<void> {
    if (Date.now() - lastPurgeAt < purgeEveryMs) return;
    lastPurgeAt = Date.now();
    try {
      const purged = await deleteGivenUpJobs(db, new Date(Date.now() - keepGivenUpMs));
      if (purged > 0) log.info({ count: purged }, "deleted given-up jobs");
    } catch (error) {
      log.warn({ err: error }, "given-up jobs could not be deleted");
    }
  }

  async function work(): Promise<void> {
    while (!isStopping) {
      await purgeGivenUpJobs();
      let claimed: JobRow[] = [];
      try {
        claimed = await claim();
      } catch (error) {
        // The database is down or restarting: the jobs wait in it, the worker tries again.
        log.warn({ err: error }, "the job queue cannot be read");
      }
      if (claimed.length > 0) await Promise.all(claimed.map(run));
      // A full batch may mean more are due: read again at once.
      if (claimed.length < batchSize) await sleep();
    }
  }

  return {
    start: () => {
      loop ??= work();
    },
    wake: () => {
      isWoken = true;
      wakeUp();
    },
    stop: async () => {
      isStopping = true;
      wakeUp();
      await loop;
    },
  };
}

/** Deletes the jobs given up before `before`; answers how many. */
export async function deleteGivenUpJobs(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(jobs).where(lt(jobs.failedAt, before)).returning({ id: jobs.id });
  return deleted.length;
}

/** How many jobs wait to run now (the claim's own condition). */
export async function countDueJobs(db: Database): Promise<number> {
  const [row] = await db.select({ due: sql<number>`count(*)::int` }).from(jobs).where(isDueNow());
  return row?.due ?? 0;
}
