import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";

/**
 * Folds the shards of every day before today (UTC) into shard 0. Shards only spare today's
 * writers from waiting on each other; a past day takes no more writes, so its sixteen rows per
 * step become one and a year's funnel sums a sixteenth of the rows. The totals never change:
 * what is deleted is added back in the same statement. Runs at once on several servers safely
 * (a row moved by one is no longer there for the other).
 */
export async function compactFunnelDays(db: Database): Promise<void> {
  await db.execute(sql`
    with moved as (
      delete from funnel_counts
      where day < (now() at time zone 'utc')::date and shard <> 0
      returning form_id, form_version, day, step, count
    )
    insert into funnel_counts as funnel (form_id, form_version, day, step, shard, count)
    select form_id, form_version, day, step, 0, sum(count)
    from moved
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict (form_id, form_version, day, step, shard) do update set
      count = funnel.count + excluded.count`);
}
