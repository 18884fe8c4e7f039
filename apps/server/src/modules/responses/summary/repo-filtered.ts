import type { LanguageCode } from "@formloom/shared";
import { and, count, desc, eq, gt, lte, max, min, type SQL, sql, sum } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { responses } from "../../../db/schema.js";
import { answeredLanguage } from "../common/build-responses-filter.js";
import { ofVersion } from "../common/of-version.js";

// The summary of the responses a filter keeps, computed from their rows (answers are jsonb), not
// from the counters, which count every response of a version.

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** When one version's first and last responses were submitted: two index probes. */
export async function findSubmissionSpan(db: Database, formId: string, version: number) {
  const [row] = await db
    .select({ first: min(responses.submittedAt), last: max(responses.submittedAt) })
    .from(responses)
    .where(and(eq(responses.formId, formId), eq(responses.formVersion, version)));
  return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
}

// Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The id of one version's latest response, or undefined when it has none: one index probe. */
export async function findLastResponseId(db: Database, formId: string, version: number) {
  const [row] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(ofVersion(formId, version))
    .orderBy(desc(responses.id))
    .limit(1);
  return row?.id;
}

/**
 * The id of the `rows`-th response of one version after `afterId` (all from the first when
 * undefined), in id order, or undefined when fewer remain: a walk of `rows` index entries.
 */
export async function findPageEnd(
  db: Database,
  {
    formId,
    version,
    afterId,
    rows,
  }: { formId: string; version: number; afterId?: string; rows: number },
) {
  const [row] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(and(ofVersion(formId, version), afterId ? gt(responses.id, afterId) : undefined))
    .orderBy(responses.id)
    .offset(rows - 1)
    .limit(1);
  return row?.id;
}

/** The responses whose id is after `afterId` (any, when undefined) and up to `throughId`. */
export const idsWithin = (afterId: string | undefined, throughId: string) =>
  and(afterId ? gt(responses.id, afterId) : undefined, lte(responses.id, throughId)) as SQL;

/** Count and percentages of the kept responses, as sums that add up across pages. */
export async function summarizeFilteredScores(db: Database, where: SQL) {
  const [row] = await db
    .select({
      total: count(),
      percentageSum: sum(responses.percentage).mapWith(Number),
      highest: max(responses.percentage),
      lowest: min(responses.percentage),
    })
    .from(responses)
    .where(where);
  return row ?? { total: 0, percentageSum: null, highest: null, lowest: null };
}

/**
 * Per question of the kept responses, each value given (a checkbox's every ticked option, a
 * grid's or ranking's every cell) with its 1-based position, and how many responses gave it
 * there. Only `valueIds`' answers are taken apart; any other answer is one row without value, so
 * that a question's rows at position 1 or none count the responses that answered it.
 */
export async function countFilteredAnswers(db: Database, where: SQL, valueIds: readonly string[]) {
  const result = await db.execute(sql`
    select given."questionId" as question_id, taken.value, taken.position::int as position,
      count(*)::int as chosen
    from ${responses}
    cross join jsonb_to_recordset(${responses.answers}) as given("questionId" text, answer jsonb)
    left join lateral jsonb_array_elements_text(case
        when not (given."questionId" = any(${textArray(valueIds)})) then '[]'::jsonb
        when jsonb_typeof(given.answer) = 'array' then given.answer
        else jsonb_build_array(given.answer) end)
      with ordinality as taken(value, position) on true
    where ${where}
    group by 1, 2, 3`);
  return rowsOf<{
    question_id: string;
    value: string | null;
    position: number | null;
    chosen: number;
  }>(result).map((row) => ({ ...row, chosen: Number(row.chosen) }));
}

/**
 * The kept responses grouped by their answers to `referencedIds` (the questions logic reads)
 * and their values of `hiddenNames` (the hidden fields it reads): each distinct combination
 * once, with how many responses gave it. Which questions a response was shown depends on those
 * alone.
 */
export async function countAnswerCombinations(
  db: Database,
  where: SQL,
  {
    referencedIds,
    hiddenNames,
  }: { referencedIds: readonly string[]; hiddenNames: readonly string[] },
) {
  const result = await db.execute(sql`
    select picked.answers, read.hidden, count(*)::int as responses
    from ${responses}
    cross join lateral (
      select coalesce(jsonb_object_agg(given->>'questionId', given->'answer'), '{}'::jsonb)
        as answers
      from jsonb_array_elements(${responses.answers}) as given
      where given->>'questionId' = any(${textArray(referencedIds)})
    ) as picked
    cross join lateral (
      select coalesce(jsonb_object_agg(field.key, field.value), '{}'::jsonb) as hidden
      from jsonb_each_text(${responses.hiddenFields}) as field
      where field.key = any(${textArray(hiddenNames)})
    ) as read
    where ${where}
    group by picked.answers, read.hidden`);
  return rowsOf<{
    answers: Record<string, unknown>;
    hidden: Record<string, string>;
    responses: number;
  }>(result).map((row) => ({ ...row, responses: Number(row.responses) }));
}

/** How many of the kept responses were answered in each language (see `answeredLanguage`). */
export async function countAnsweredLanguages(
  db: Database,
  where: SQL,
  defaultLanguage: LanguageCode,
) {
  // Grouped by position: the same expression written twice would be two parameters to PostgreSQL.
  const result = await db.execute(sql`
    select ${answeredLanguage(defaultLanguage)} as language, count(*)::int as responses
    from ${responses}
    where ${where}
    group by 1`);
  return rowsOf<{ language: string; responses: number }>(result).map((row) => ({
    ...row,
    responses: Number(row.responses),
  }));
}
