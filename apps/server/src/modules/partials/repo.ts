import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { partialResponses } from "../../db/schema.js";

export type PartialRow = typeof partialResponses.$inferSelect;
export type NewPartial = Omit<PartialRow, "createdAt" | "lastActivityAt" | "submittedAt">;
export type PartialChanges = Pick<
  PartialRow,
  "formVersion" | "answers" | "hiddenFields" | "pageReached" | "language"
>;

export async function insertPartial(db: Database, partial: NewPartial): Promise<PartialRow> {
  const [row] = await db.insert(partialResponses).values(partial).returning();
  if (!row) throw new Error("The partial response was not stored");
  return row;
}

/** The form's partial with that token hash, submitted or not, expired or not. */
export async function findPartialByTokenHash(
  db: Database | Transaction,
  formId: string,
  tokenHash: string,
): Promise<PartialRow | undefined> {
  const [row] = await db
    .select()
    .from(partialResponses)
    .where(and(eq(partialResponses.tokenHash, tokenHash), eq(partialResponses.formId, formId)));
  return row;
}

/** Replaces the answers of a partial not yet submitted; undefined when it was meanwhile. */
export async function updateOpenPartial(
  db: Database,
  id: string,
  changes: PartialChanges,
): Promise<PartialRow | undefined> {
  const [row] = await db
    .update(partialResponses)
    .set({ ...changes, lastActivityAt: sql`now()` })
    .where(and(eq(partialResponses.id, id), isNull(partialResponses.submittedAt)))
    .returning();
  return row;
}

/**
 * Marks the partial submitted, once: of two transactions submitting it at the same time, the
 * second waits on the row and then finds it submitted. False when it already was.
 */
export async function markPartialSubmitted(tx: Transaction, id: string): Promise<boolean> {
  const marked = await tx
    .update(partialResponses)
    .set({ submittedAt: sql`now()` })
    .where(and(eq(partialResponses.id, id), isNull(partialResponses.submittedAt)))
    .returning({ id: partialResponses.id });
  return marked.length === 1;
}

const unfinishedOf = (formId: string) =>
  and(
    eq(partialResponses.formId, formId),
    isNull(partialResponses.submittedAt),
    sql`${partialResponses.expiresAt} > now()`,
  );

/** The owner's Unfinished tab: a form's partials still open, newest first. */
export async function listUnfinished(
  db: Database,
  { formId, page, limit }: { formId: string; page: number; limit: number },
): Promise<{ rows: PartialRow[]; total: number }> {
  const where = unfinishedOf(formId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(partialResponses)
      .where(where)
      .orderBy(desc(partialResponses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(partialResponses).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every open partial of a form, oldest first, for the export. */
export function findAllUnfinished(db: Database, formId: string): Promise<PartialRow[]> {
  return db
    .select()
    .from(partialResponses)
    .where(unfinishedOf(formId))
    .orderBy(partialResponses.id);
}

/** Deletes a form's open partials (the given ones, or all); answers how many. */
export async function deleteUnfinished(
  tx: Transaction,
  { formId, ids }: { formId: string; ids?: string[] },
): Promise<number> {
  const deleted = await tx
    .delete(partialResponses)
    .where(
      and(
        eq(partialResponses.formId, formId),
        isNull(partialResponses.submittedAt),
        ids ? inArray(partialResponses.id, ids) : undefined,
      ),
    )
    .returning({ id: partialResponses.id });
  return deleted.length;
}

/** The expiry job: partials past their time, submitted or not. Answers how many. */
export async function deletePartialsExpiredBefore(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(partialResponses)
    .where(lt(partialResponses.expiresAt, now))
    .returning({ id: partialResponses.id });
  return deleted.length;
}
