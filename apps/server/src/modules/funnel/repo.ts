import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { forms, funnelCounts } from "../../db/schema.js";

/** What a beacon is checked against: whether the form takes respondents, and its version. */
export async function findFormForBeacon(db: Database, formId: string) {
  const [row] = await db
    .select({ isPublic: forms.isPublic, currentVersion: forms.currentVersion })
    .from(forms)
    .where(eq(forms.id, formId));
  return row;
}

/** Each step's count for one version, summed over its shards and the days from `from` to `to`. */
export async function sumFunnelSteps(
  db: Database,
  { formId, version, from, to }: { formId: string; version: number; from?: string; to?: string },
): Promise<Map<string, number>> {
  const conditions: SQL[] = [
    eq(funnelCounts.formId, formId),
    eq(funnelCounts.formVersion, version),
  ];
  if (from) conditions.push(gte(funnelCounts.day, from));
  if (to) conditions.push(lte(funnelCounts.day, to));
  const rows = await db
    .select({
      step: funnelCounts.step,
      count: sql<number>`sum(${funnelCounts.count})`.mapWith(Number),
    })
    .from(funnelCounts)
    .where(and(...conditions))
    .groupBy(funnelCounts.step);
  return new Map(rows.map((row) => [row.step, row.count]));
}
