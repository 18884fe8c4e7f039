import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { jobs } from "../db/schema.js";

// A parked job's run_at: later than any real one, so the claim never finds it due; a real date
// rather than 'infinity', which a JavaScript Date cannot hold.
export const PARKED_AT = new Date("9999-01-01T00:00:00Z");

/** Parks a group's waiting jobs (not those under way: their handler parks them when it runs). */
export async function parkJobGroup(db: Database, groupKey: string): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: PARKED_AT })
    .where(
      and(
        eq(jobs.groupKey, groupKey),
        isNull(jobs.failedAt),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    );
}

/** Makes a group's parked jobs due now. */
export async function resumeJobGroup(db: Database | Transaction, groupKey: string): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.groupKey, groupKey), gte(jobs.runAt, PARKED_AT)));
}

/** Deletes a group's jobs, parked ones included (their webhook is gone). */
export async function deleteJobGroup(db: Database | Transaction, groupKey: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.groupKey, groupKey));
}
