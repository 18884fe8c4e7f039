import type { Database } from "../../db/client.js";
import { enqueueJobs, type JobOutcome } from "../../lib/job-queue.js";
import type { Log } from "../../lib/log.js";
import { deletePartialsExpiredBefore } from "./repo.js";

export const DELETE_EXPIRED_PARTIALS_JOB = "partials.deleteExpired";
const EVERY_MS = 60 * 60_000;

/**
 * One durable job, kept in the queue for good: each run deletes the partial responses past
 * their time and asks to run again an hour later. However many servers start, it exists once
 * (its dedupe key).
 */
export function scheduleExpiredPartialsJob(db: Database): Promise<void> {
  return enqueueJobs(db, [
    { kind: DELETE_EXPIRED_PARTIALS_JOB, payload: {}, dedupeKey: DELETE_EXPIRED_PARTIALS_JOB },
  ]);
}

export async function deleteExpiredPartialsJob(
  { db, log }: { db: Database; log: Log },
  now = new Date(),
): Promise<JobOutcome> {
  const count = await deletePartialsExpiredBefore(db, now);
  if (count > 0) log.info({ count }, "deleted expired partial responses");
  return { runAgainAt: new Date(now.getTime() + EVERY_MS) };
}
