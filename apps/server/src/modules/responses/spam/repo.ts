import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { blockedSubmissions } from "../../../db/schema.js";

/** One upsert per refused submission: a flood of bots bumps one row, never adds rows. */
export async function countBlockedSubmission(db: Database, formId: string): Promise<void> {
  await db
    .insert(blockedSubmissions)
    .values({ formId, count: 1 })
    .onConflictDoUpdate({
      target: blockedSubmissions.formId,
      set: { count: sql`${blockedSubmissions.count} + 1`, lastBlockedAt: sql`now()` },
    });
}

export async function findBlockedCount(db: Database, formId: string): Promise<number> {
  const [row] = await db
    .select({ count: blockedSubmissions.count })
    .from(blockedSubmissions)
    .where(eq(blockedSubmissions.formId, formId));
  return row?.count ?? 0;
}
