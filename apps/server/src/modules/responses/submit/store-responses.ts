import { type SQL, sql } from "drizzle-orm";
import type { responses } from "../../../db/schema.js";
import { submissionSteps } from "../../funnel/funnel-steps.js";
import { randomShard } from "../../funnel/store-funnel-counts.js";
import type { Tally } from "../common/tally-answers.js";

export type StoredResponse = Omit<typeof responses.$inferSelect, "submittedAt" | "updatedAt">;

/**
 * A validated response, the tally keys its answers add to the summary's counters, and the
 * browser's time to complete for the funnel's histogram (issue 29), when it sent one.
 */
export type NewResponse = { row: StoredResponse; tallies: Tally[]; completionSeconds?: number };

/** The name PostgreSQL prepares the statement under, once per connection. */
export const STORE_RESPONSES = "formloom_store_responses";

/**
 * One statement that stores any number of responses with their counters: the responses as one
 * multi-row insert, then one update per counter row they touch, by the sum of what they add.
 * Its text never changes (the rows travel as JSON parameters), so PostgreSQL plans it once per
 * connection. Each response also counts in today's funnel (modules/funnel). The counters of a statement go to one random shard of sixteen, so statements
 * running at once rarely wait for each other's rows; the ORDER BYs make every statement lock
 * the rows it shares with another in the same order: no deadlock.
 */
export const STORE_RESPONSES_SQL = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as given(
      id uuid, "formId" uuid, "formVersion" integer, "respondentId" uuid,
      "respondentName" text, "respondentEmail" text, answers jsonb, score integer,
      "maxScore" integer, percentage integer, language text, "hiddenFields" jsonb,
      variables jsonb)
  ), stored as (
    insert into responses (id, form_id, form_version, respondent_id, respondent_name,
      respondent_email, answers, score, max_score, percentage, language, hidden_fields,
      variables)
    select id, "formId", "formVersion", "respondentId", "respondentName", "respondentEmail",
      answers, score, "maxScore", percentage, language, coalesce("hiddenFields", '{}'::jsonb),
      coalesce(variables, '{}'::jsonb)
    from input
  ), stats as (
    insert into response_stats as stats (form_id, form_version, shard, responses,
      percentage_sum, percentage_max, percentage_min)
    select "formId", "formVersion", $2::smallint, count(*), sum(percentage),
      max(percentage), min(percentage)
    from input
    group by "formId", "formVersion"
    order by "formId", "formVersion"
    on conflict (form_id, form_version, shard) do update set
      responses = stats.responses + excluded.responses,
      percentage_sum = stats.percentage_sum + excluded.percentage_sum,
      percentage_max = greatest(stats.percentage_max, excluded.percentage_max),
      percentage_min = least(stats.percentage_min, excluded.percentage_min)
  ), funnel as (
    insert into funnel_counts as funnel (form_id, form_version, day, step, shard, count)
    select step."formId", step."formVersion", (now() at time zone 'utc')::date, step.step,
      $2::smallint, sum(step.count)
    from jsonb_to_recordset($4::jsonb)
      as step("formId" uuid, "formVersion" integer, step text, count bigint)
    group by 1, 2, 4
    order by 1, 2, 4
    on conflict (form_id, form_version, day, step, shard) do update set
      count = funnel.count + excluded.count
  )
  insert into answer_tallies as tallies (form_id, form_version, question_id, option, shard, tally)
  select chosen."formId", chosen."formVersion", chosen."questionId", chosen.option,
    $2::smallint, sum(chosen.count)
  from jsonb_to_recordset($3::jsonb)
    as chosen("formId" uuid, "formVersion" integer, "questionId" text, option text, count bigint)
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict (form_id, form_version, question_id, option, shard) do update set
    tally = tallies.tally + excluded.tally`;

type TallyCount = Tally & { formId: string; formVersion: number; count: number };
type StepCount = { formId: string; formVersion: number; step: string; count: number };

/** The map under `key`, made the first time it is asked for. */
function within<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (!map) {
    map = new Map();
    maps.set(key, map);
  }
  return map;
}

/** Counts one more under `key`; `first` makes the entry the first time. */
function countOne<T extends { count: number }>(
  counts: Map<string, T>,
  key: string,
  first: () => T,
) {
  const counted = counts.get(key);
  if (counted) counted.count += 1;
  else counts.set(key, first());
}

/**
 * The statement's parameters for a batch: its rows, its shard, and its tally keys and funnel
 * steps, each once with how many responses add to it. A batch of one form's responses shares
 * most keys: 35 responses to the bench's quiz send 8 keys, not 280 (1 KB of JSON, not 36 KB).
 * Keys are nested maps of the strings as they come, not strings joined a tally at a time.
 */
export function storeResponsesParams(
  batch: readonly NewResponse[],
): [string, number, string, string] {
  const tallies = new Map<string, Map<string, Map<string, TallyCount>>>();
  const steps = new Map<string, Map<string, StepCount>>();
  for (const { row, tallies: keys, completionSeconds } of batch) {
    const { formId, formVersion } = row;
    const version = `${formId} ${formVersion}`;
    const byQuestion = within(tallies, version);
    for (const { questionId, option } of keys) {
      countOne(within(byQuestion, questionId), option, () => ({
        formId,
        formVersion,
        questionId,
        option,
        count: 1,
      }));
    }
    const byStep = within(steps, version);
    for (const step of submissionSteps(completionSeconds)) {
      countOne(byStep, step, () => ({ formId, formVersion, step, count: 1 }));
    }
  }
  const tallyCounts = [...tallies.values()].flatMap((byQuestion) =>
    [...byQuestion.values()].flatMap((byOption) => [...byOption.values()]),
  );
  const stepCounts = [...steps.values()].flatMap((byStep) => [...byStep.values()]);
  return [
    JSON.stringify(batch.map(({ row }) => row)),
    randomShard(),
    JSON.stringify(tallyCounts),
    JSON.stringify(stepCounts),
  ];
}

/** The same statement for the ORM, inside a transaction. */
export function storeResponsesStatement(batch: readonly NewResponse[]): SQL {
  const params = storeResponsesParams(batch);
  // The text's $n become the ORM's own parameters, in its numbering.
  return sql.join(
    STORE_RESPONSES_SQL.split(/\$(\d)/).map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
    ),
  );
}
