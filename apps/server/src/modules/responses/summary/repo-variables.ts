import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { responses } from "../../../db/schema.js";

// A response's variables are a jsonb object (name → number or text): each counted response's
// values, one row per variable, by jsonb_each; grouped and added up by the database.

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const namesIn = (names: readonly string[]) =>
  sql`variable.key in (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`;

const eachVariable = (where: SQL) =>
  sql`from ${responses} cross join lateral jsonb_each(${responses.variables}) as variable(key, value)
    where ${where}`;

export type NumberSpread = {
  name: string;
  count: number;
  /** Exact sums, minimums and maximums as the database's decimals read them. */
  total: number;
  min: number;
  max: number;
  isWhole: boolean;
};

/** Per number variable: how many responses hold it, their sum, lowest, highest; all whole? */
export async function spreadNumberVariables(
  db: Database,
  where: SQL,
  names: readonly string[],
): Promise<NumberSpread[]> {
  if (names.length === 0) return [];
  const result = await db.execute(sql`
    select variable.key as name, count(*)::int as count,
      sum(variable.value::numeric)::text as total,
      min(variable.value::numeric)::text as min, max(variable.value::numeric)::text as max,
      bool_and(variable.value::numeric = trunc(variable.value::numeric)) as whole
    ${eachVariable(where)} and ${namesIn(names)} and jsonb_typeof(variable.value) = 'number'
    group by variable.key`);
  return rowsOf<Record<string, string | number | boolean>>(result).map((row) => ({
    name: String(row.name),
    count: Number(row.count),
    total: Number(row.total),
    min: Number(row.min),
    max: Number(row.max),
    isWhole: row.whole === true,
  }));
}

/**
 * How many of one number variable's values fall in each bin, by the bins' lower bounds: a value
 * is in the last bin whose lower bound it reaches. Answers bin index → count.
 */
export async function countNumberVariableBins(
  db: Database,
  where: SQL,
  { name, froms }: { name: string; froms: readonly number[] },
): Promise<Map<number, number>> {
  const value = sql`variable.value::numeric`;
  const bin = sql`(${sql.join(
    froms
      .slice(1)
      .map((from) => sql`(case when ${value} >= ${String(from)}::numeric then 1 else 0 end)`),
    sql` + `,
  )})`;
  const result = await db.execute(sql`
    select ${froms.length > 1 ? bin : sql`0`} as bin, count(*)::int as count
    ${eachVariable(where)} and variable.key = ${name} and jsonb_typeof(variable.value) = 'number'
    group by 1`);
  return new Map(
    rowsOf<{ bin: number | string; count: number | string }>(result).map((row) => [
      Number(row.bin),
      Number(row.count),
    ]),
  );
}

/** Per text variable and value: how many responses hold that value. */
export async function countTextVariableValues(
  db: Database,
  where: SQL,
  names: readonly string[],
): Promise<{ name: string; value: string; count: number }[]> {
  if (names.length === 0) return [];
  const result = await db.execute(sql`
    select variable.key as name, variable.value #>> '{}' as value, count(*)::int as count
    ${eachVariable(where)} and ${namesIn(names)} and jsonb_typeof(variable.value) = 'string'
    group by 1, 2`);
  return rowsOf<{ name: string; value: string; count: number | string }>(result).map((row) => ({
    ...row,
    count: Number(row.count),
  }));
}
