import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { regexPatterns } from "../../db/schema.js";
import { containsPattern } from "../../lib/sql-like.js";

export type RegexPatternRow = typeof regexPatterns.$inferSelect;

/** The patterns list, newest first; `activeOnly` for the builder's choices. */
export async function listPatterns(
  db: Database,
  {
    activeOnly,
    search,
    page,
    limit,
  }: { activeOnly: boolean; search?: string; page: number; limit: number },
): Promise<{ rows: RegexPatternRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (activeOnly) conditions.push(eq(regexPatterns.active, true));
  if (search) conditions.push(ilike(regexPatterns.title, containsPattern(search)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(regexPatterns)
      .where(where)
      .orderBy(desc(regexPatterns.createdAt), desc(regexPatterns.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(regexPatterns).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
