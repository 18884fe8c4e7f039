import { eq, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import type { JobRow } from "../db/rows.js";
import { jobs } from "../db/schema.js";
import { newId } from "./ids.js";
import { claimJobs, isDueNow, type JobLane } from "./job-claim.js";
import { PARKED_AT } from "./job-groups.js";
import type { Log } from "./log.js";
import { createWakeSignal, type WakeSignal } from "./wake-signal.js";

export type { JobLane, JobRow };

/**
 * What a handler answers: nothing when done, when to run again (not a failure), or "parked":
 * its group is paused, and the job waits, not counted as an attempt, until the group resumes.
 */
export type JobOutcome = undefined | { runAgainAt: Date } | "parked";
export type JobHandler = (job: JobRow) => Promise<JobOutcome>;

export type NewJob = {
  kind: string;
  payload: unknown;
  runAt?: Date;
  giveUpAt?: Date;
  /** A job with the key of a waiting one is not added. */
  dedupeKey?: string;
  /** Jobs of one group share their lane's cap per group (one webhook's deliveries). */
  groupKey?: string;
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
        groupKey: job.groupKey,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

export type JobWorkerOptions = {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: Log;
  /**
   * The worker's shares: each claims and runs its kinds on its own, so the jobs of one lane
   * (webhooks) never wait behind another's (owner mails). One lane of 8 for all kinds unless set.
   */
  lanes?: JobLane[];
  /** How long a claimed job is its worker's; past it another worker may run it again. */
  leaseMs?: number;
  /** How often the queue is read when nobody wakes the worker. */
  pollMs?: number;
  /** The shortest pause between two claims of a lane (see `pauseAfterClaim`). */
  claimGapMs?: number;
  /** The first retry's delay; each next one doubles, up to `maxRetryDelayMs`. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** How long a given-up job stays in the queue, for an operator to read its last error. */
  keepGivenUpMs?: number;
  /** How often the given-up jobs past that are deleted. */
  purgeEveryMs?: number;
};

const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_SLOTS = 8;
// After a claim the lane pauses for this many times what the claim took: a database slowed by
// requests makes the claims slower and so the worker gentler, leaving it most of the time.
const CLAIM_COST_FACTOR = 4;

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

/** A job handler's outcome in the queue: done (deleted), parked, or run again at a time. */
async function recordOutcome(db: Database, job: JobRow, outcome: JobOutcome): Promise<void> {
  if (outcome === undefined) {
    await db.delete(jobs).where(eq(jobs.id, job.id));
  } else if (outcome === "parked") {
    // Not an attempt: the claim's count is given back.
    await db
      .update(jobs)
      .set({ runAt: PARKED_AT, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
      .where(eq(jobs.id, job.id));
  } else {
    await db
      .update(jobs)
      .set({ runAt: outcome.runAgainAt, lockedUntil: null, attempts: 0, lastError: null })
      .where(eq(jobs.id, job.id));
  }
}

type RetryPolicy = { db: Database; log: Log; retryBaseMs: number; maxRetryDelayMs: number };

/** A failed job runs again later, or is given up once its next try would come too late. */
async function recordFailure(
  { db, log, retryBaseMs, maxRetryDelayMs }: RetryPolicy,
  job: JobRow,
  error: unknown,
): Promise<void> {
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

async function purgeJobsGivenUpBefore(db: Database, log: Log, before: Date): Promise<void> {
  try {
    const purged = await deleteGivenUpJobs(db, before);
    if (purged > 0) log.info({ count: purged }, "deleted given-up jobs");
  } catch (error) {
    log.warn({ err: error }, "given-up jobs could not be deleted");
  }
}

/** Runs `task` when called, at most once per `periodMs`. */
function everyPeriod(periodMs: number, task: () => Promise<void>): () => Promise<void> {
  let lastRunAt = 0;
  return async () => {
    if (Date.now() - lastRunAt < periodMs) return;
    lastRunAt = Date.now();
    await task();
  };
}

export function createJobWorker({
  db,
  handlers,
  log,
  lanes = [{ kinds: Object.keys(handlers), slots: DEFAULT_SLOTS }],
  leaseMs = 60_000,
  pollMs = 1000,
  claimGapMs = 20,
  retryBaseMs = 10_000,
  maxRetryDelayMs = 3_600_000,
  keepGivenUpMs = 30 * DAY_MS,
  purgeEveryMs = 60 * 60_000,
}: JobWorkerOptions): JobWorker {
  let isStopping = false;
  let running: Promise<void>[] | undefined;
  const signals = lanes.map(() => createWakeSignal());
  const purgeGivenUpJobs = everyPeriod(purgeEveryMs, () =>
    purgeJobsGivenUpBefore(db, log, new Date(Date.now() - keepGivenUpMs)),
  );

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await recordOutcome(db, job, await handler(job));
    } catch (error) {
      await recordFailure({ db, log, retryBaseMs, maxRetryDelayMs }, job, error).catch(
        (failure: unknown) =>
          log.error({ err: failure, jobId: job.id }, "a failed job could not be rescheduled"),
      );
    }
  }

  /**
   * Keeps up to `lane.slots` jobs under way, claiming more as each one ends rather than waiting
   * for a batch, so one slow job holds one slot and nothing else.
   */
  async function work(lane: JobLane, signal: WakeSignal): Promise<void> {
    const underWay = new Set<Promise<void>>();
    while (!isStopping) {
      await purgeGivenUpJobs();
      const free = lane.slots - underWay.size;
      let claimed: JobRow[] = [];
      if (free > 0) {
        const startedAt = performance.now();
        try {
          claimed = await claimJobs(db, { lane, count: free, leaseMs });
        } catch (error) {
          // The database is down or restarting: the jobs wait in it, the worker tries again.
          log.warn({ err: error }, "the job queue cannot be read");
        }
        for (const job of claimed) {
          const done: Promise<void> = run(job).finally(() => {
            underWay.delete(done);
            signal.wake();
          });
          underWay.add(done);
        }
        // Empty claims too: with a group at its cap, each job's end would otherwise read the
        // queue again at once.
        await pauseAfterClaim(performance.now() - startedAt);
      }
      // Every slot taken, or nothing more due that this lane may start: wait for a job to end,
      // a submission to wake the worker, or the next poll.
      if (free === 0 || claimed.length < free) await signal.sleep(pollMs);
    }
    await Promise.all(underWay);
  }

  /**
   * The worker shares one thread with the requests, and on PGlite one database too: between
   * claims it steps aside for at least `claimGapMs`, longer when the database is slow to answer.
   */
  function pauseAfterClaim(claimMs: number): Promise<void> {
    const ms = Math.max(claimGapMs, claimMs * CLAIM_COST_FACTOR);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  return {
    start: () => {
      running ??= lanes.map((lane, index) => work(lane, signals[index] as WakeSignal));
    },
    wake: () => {
      for (const signal of signals) signal.wake();
    },
    stop: async () => {
      isStopping = true;
      for (const signal of signals) signal.wake();
      await Promise.all(running ?? []);
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
