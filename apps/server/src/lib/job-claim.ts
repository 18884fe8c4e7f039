import { and, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { JobRow } from "../db/rows.js";
import { jobs } from "../db/schema.js";

/**
 * A share of the worker: the kinds of job it runs, how many at once, and how many of one group
 * (one webhook's deliveries) at once.
 */
export type JobLane = { kinds: string[]; slots: number; slotsPerGroup?: number };

/** Due, not given up, and not under way (or its worker's lease has run out). */
export function isDueNow() {
  return and(
    lte(jobs.runAt, sql`now()`),
    isNull(jobs.failedAt),
    or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
  );
}

// The due jobs read per claim, past the groups already at their cap: enough for every slot of
// many groups, few enough that a backlog of thousands is not sorted at every claim.
const DUE_WINDOW = 200;

/**
 * The ids of up to `count` due jobs of the lane, oldest first, none of a group past its cap
 * (counting the group's jobs leased by any worker, so two servers share the cap too, give or
 * take the claims they make at the same instant).
 */
function dueJobIds(lane: JobLane, count: number) {
  const kinds = sql.join(
    lane.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const cap = lane.slotsPerGroup ?? lane.slots;
  return sql`(
    WITH leased AS (
      SELECT group_key, count(*)::int AS n FROM ${jobs}
      WHERE group_key IS NOT NULL AND locked_until > now() AND kind IN (${kinds})
      GROUP BY group_key
    ), due AS (
      SELECT id, run_at, group_key FROM ${jobs}
      WHERE kind IN (${kinds}) AND ${isDueNow()}
        AND (group_key IS NULL OR group_key NOT IN (SELECT group_key FROM leased WHERE n >= ${cap}))
      ORDER BY run_at LIMIT ${DUE_WINDOW}
    ), ranked AS (
      SELECT due.id, due.run_at, due.group_key,
        coalesce(leased.n, 0) + row_number() OVER (PARTITION BY due.group_key ORDER BY due.run_at, due.id) AS place
      FROM due LEFT JOIN leased ON leased.group_key = due.group_key
    )
    SELECT id FROM ranked WHERE group_key IS NULL OR place <= ${cap}
    ORDER BY run_at LIMIT ${count}
  )`;
}

/** Leases up to `count` due jobs of the lane to this worker, and counts the attempt. */
export async function claimJobs(
  db: Database,
  { lane, count, leaseMs }: { lane: JobLane; count: number; leaseMs: number },
): Promise<JobRow[]> {
  if (lane.kinds.length === 0) return [];
  const lockable = db
    .select({ id: jobs.id })
    .from(jobs)
    // Checked again on the row as locked: another worker may have leased it meanwhile.
    .where(and(inArray(jobs.id, dueJobIds(lane, count)), isDueNow()))
    // Two workers (two servers on one PostgreSQL) never claim the same job.
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${jobs.attempts} + 1`,
      dedupeKey: null,
    })
    .where(inArray(jobs.id, lockable))
    .returning();
}
