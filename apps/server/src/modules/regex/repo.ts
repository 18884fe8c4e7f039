import { and, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { RegexPatternRow } from "../../db/rows.js";
import { regexPatterns } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { containsPattern } from "../../lib/sql-like.js";

/** A page of patterns, newest first; `activeOnly` leaves out the switched-off ones. */
export async function findPatterns(
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

type PatternFields = Omit<typeof regexPatterns.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function findPattern(db: Database, id: string): Promise<RegexPatternRow | undefined> {
  const [row] = await db.select().from(regexPatterns).where(eq(regexPatterns.id, id)).limit(1);
  return row;
}

export async function insertPattern(db: Database, fields: PatternFields): Promise<RegexPatternRow> {
  const [row] = await db
    .insert(regexPatterns)
    .values({ id: newId(), ...fields })
    .returning();
  if (!row) throw new Error("insert into regex_patterns returned no row");
  return row;
}

export async function updatePattern(
  db: Database,
  id: string,
  changes: Partial<PatternFields>,
): Promise<RegexPatternRow | undefined> {
  const [row] = await db
    .update(regexPatterns)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(regexPatterns.id, id))
    .returning();
  return row;
}

export async function deletePattern(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(regexPatterns)
    .where(eq(regexPatterns.id, id))
    .returning({ id: regexPatterns.id });
  return rows.length === 1;
}

/** The admin's error message of each of these patterns that exists and is active. */
export async function findActivePatternMessages(
  db: Database,
  regexes: string[],
): Promise<Map<string, string>> {
  if (regexes.length === 0) return new Map();
  const rows = await db
    .select({ regex: regexPatterns.regex, errorMessage: regexPatterns.errorMessage })
    .from(regexPatterns)
    .where(and(inArray(regexPatterns.regex, regexes), eq(regexPatterns.active, true)));
  return new Map(rows.map((row) => [row.regex, row.errorMessage]));
}
