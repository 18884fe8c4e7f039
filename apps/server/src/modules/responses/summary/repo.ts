import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { answerTallies, responseStats, responses } from "../../../db/schema.js";
import { ofVersion } from "../common/of-version.js";
import { SEEN_KEY } from "../common/tally-answers.js";

const tallyOf = (formId: string, version: number) =>
  and(eq(answerTallies.formId, formId), eq(answerTallies.formVersion, version));

/**
 * Count and score statistics of one version: the count and the average summed from its counter
 * shards; the highest and lowest read from the responses' (form, version, percentage) index, two
 * index probes, because a delete cannot take a maximum or minimum back out of a counter.
 */
export async function summarizeScores(db: Database, formId: string, version: number) {
  const [[counters], [extremes]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${responseStats.responses}), 0)`.mapWith(Number),
        average: sql<
          number | null
        >`round(sum(${responseStats.percentageSum})::numeric / nullif(sum(${responseStats.responses}), 0))`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(responseStats)
      .where(and(eq(responseStats.formId, formId), eq(responseStats.formVersion, version))),
    // Written as ORDER BY … LIMIT 1 so that each is one probe of the index whatever the
    // planner's statistics say (a fresh million rows not yet analysed made max() scan them).
    db
      .execute(sql`
      select
        (select ${responses.percentage} from ${responses} where ${ofVersion(formId, version)}
          order by ${responses.percentage} desc limit 1) as highest,
        (select ${responses.percentage} from ${responses} where ${ofVersion(formId, version)}
          order by ${responses.percentage} asc limit 1) as lowest`)
      .then(
        (result) => (result as { rows: { highest: number | null; lowest: number | null }[] }).rows,
      ),
  ]);
  return {
    total: counters?.total ?? 0,
    average: counters?.average ?? null,
    highest: extremes?.highest == null ? null : Number(extremes.highest),
    lowest: extremes?.lowest == null ? null : Number(extremes.lowest),
  };
}

/**
 * How many responses answered each question (the empty-option tallies) and, for a question logic
 * may hide, how many saw it (null for the others).
 */
export async function countAnswersPerQuestion(db: Database, formId: string, version: number) {
  return db
    .select({
      question_id: answerTallies.questionId,
      answered:
        sql<number>`coalesce(sum(${answerTallies.tally}) filter (where ${answerTallies.option} = ''), 0)`.mapWith(
          Number,
        ),
      seen: sql<
        number | null
      >`sum(${answerTallies.tally}) filter (where ${answerTallies.option} = ${SEEN_KEY})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(answerTallies)
    .where(and(tallyOf(formId, version), inArray(answerTallies.option, ["", SEEN_KEY])))
    .groupBy(answerTallies.questionId);
}

/** How often each option (or rating value) was chosen; a ticked checkbox option counts once. */
export async function countChosenOptions(db: Database, formId: string, version: number) {
  return (
    db
      .select({
        question_id: answerTallies.questionId,
        option: answerTallies.option,
        chosen: sql<number>`sum(${answerTallies.tally})`.mapWith(Number),
      })
      .from(answerTallies)
      .where(
        and(
          tallyOf(formId, version),
          sql`${answerTallies.option} <> ''`,
          sql`${answerTallies.option} <> ${SEEN_KEY}`,
        ),
      )
      .groupBy(answerTallies.questionId, answerTallies.option)
      // A value whose every response was deleted has tallies that sum to nothing: not an answer.
      .having(sql`sum(${answerTallies.tally}) > 0`)
  );
}
