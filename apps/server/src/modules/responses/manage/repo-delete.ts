import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client.js";
import { responses } from "../../../db/schema.js";
import type { Tally } from "../common/tally-answers.js";

export type DeletedResponse = {
  formVersion: number;
  percentage: number;
  answers: unknown;
  hiddenFields: Record<string, string>;
};

/** What the deleted responses held in the counters, per version: taken back out of them. */
export type CounterDecrements = {
  stats: { version: number; responses: number; percentageSum: number }[];
  tallies: (Tally & { version: number; tally: number })[];
};

const SHARDS = 16;

/**
 * Takes the counts back out of one shard (any shard: the summary reads only their sums, so one
 * may go below zero). Rows are written in (version, question, option) order, the order a
 * submission's statement locks them in too: no deadlock.
 */
async function decrementCounters(tx: Transaction, formId: string, counts: CounterDecrements) {
  const shard = Math.floor(Math.random() * SHARDS);
  await tx.execute(sql`
    insert into response_stats as stats (form_id, form_version, shard, responses,
      percentage_sum, percentage_max, percentage_min)
    select ${formId}::uuid, taken.version, ${shard}::smallint, -taken.responses,
      -taken."percentageSum", 0, 100
    from jsonb_to_recordset(${JSON.stringify(counts.stats)}::jsonb)
      as taken(version integer, responses integer, "percentageSum" bigint)
    order by taken.version
    on conflict (form_id, form_version, shard) do update set
      responses = stats.responses + excluded.responses,
      percentage_sum = stats.percentage_sum + excluded.percentage_sum`);
  if (counts.tallies.length === 0) return;
  await tx.execute(sql`
    insert into answer_tallies as tallies (form_id, form_version, question_id, option, shard, tally)
    select ${formId}::uuid, taken.version, taken."questionId", taken.option, ${shard}::smallint,
      -taken.tally
    from jsonb_to_recordset(${JSON.stringify(counts.tallies)}::jsonb)
      as taken(version integer, "questionId" text, option text, tally integer)
    order by taken.version, taken."questionId", taken.option
    on conflict (form_id, form_version, question_id, option, shard) do update set
      tally = tallies.tally + excluded.tally`);
}

/**
 * Deletes the form's responses among `ids` and takes them out of the counters in the same
 * transaction, so that no reader sees one without the other. `countersOf` turns the rows the
 * delete actually removed (a concurrent delete of the same response removes it once) into what
 * they had added. Their uploaded files lose their response (the foreign key sets it null) and
 * go to the sweep. Answers how many were deleted.
 */
/** The versions the form's responses among `ids` were given to. */
export async function findResponseVersions(db: Database, formId: string, ids: string[]) {
  const rows = await db
    .selectDistinct({ version: responses.formVersion })
    .from(responses)
    .where(and(eq(responses.formId, formId), inArray(responses.id, ids)));
  return rows.map((row) => row.version);
}

export async function deleteResponsesWithCounters(
  db: Database,
  {
    formId,
    ids,
    countersOf,
  }: {
    formId: string;
    ids: string[];
    countersOf: (rows: DeletedResponse[]) => CounterDecrements;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(responses)
      .where(and(eq(responses.formId, formId), inArray(responses.id, ids)))
      .returning({
        formVersion: responses.formVersion,
        percentage: responses.percentage,
        answers: responses.answers,
        hiddenFields: responses.hiddenFields,
      });
    if (deleted.length === 0) return 0;
    await decrementCounters(tx, formId, countersOf(deleted));
    return deleted.length;
  });
}
