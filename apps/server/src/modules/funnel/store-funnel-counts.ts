/** One step of a version's funnel to add `count` to, today. */
export type FunnelIncrement = { formId: string; formVersion: number; step: string; count: number };

/** The name PostgreSQL prepares the statement under, once per connection. */
export const STORE_FUNNEL_COUNTS = "formloom_store_funnel_counts";

const SHARDS = 16;

/**
 * Adds a batch of increments to today's (UTC) counter rows, all on one random shard of sixteen so
 * that statements running at once rarely wait for each other; the ORDER BY locks rows in the
 * order the submission statement does. Its text never changes: PostgreSQL plans it once.
 */
export const STORE_FUNNEL_COUNTS_SQL = `
  insert into funnel_counts as funnel (form_id, form_version, day, step, shard, count)
  select given."formId", given."formVersion", (now() at time zone 'utc')::date, given.step,
    $2::smallint, sum(given.count)
  from jsonb_to_recordset($1::jsonb)
    as given("formId" uuid, "formVersion" integer, step text, count bigint)
  group by 1, 2, 4
  order by 1, 2, 4
  on conflict (form_id, form_version, day, step, shard) do update set
    count = funnel.count + excluded.count`;

export function storeFunnelCountsParams(increments: readonly FunnelIncrement[]): [string, number] {
  return [JSON.stringify(increments), randomShard()];
}

export function randomShard(): number {
  return Math.floor(Math.random() * SHARDS);
}
