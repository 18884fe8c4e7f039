import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { ResponseRow } from "../../db/rows.js";
import { formNotificationMarks, jobs, responses } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

/** The responses a mail tells in full or lists; a digest counts the rest. */
export const NOTICE_RESPONSES_LISTED = 20;

/**
 * Adds the response to the form's waiting mail, or makes one. The waiting job keeps the first
 * ids and a count of all, so a busy minute rewrites a small row, not a growing list.
 */
export async function enqueueOwnerNotice(
  tx: Transaction,
  {
    kind,
    formId,
    responseId,
    intervalMs,
  }: { kind: string; formId: string; responseId: string; intervalMs: number },
): Promise<void> {
  // Within a minute of the last mail the job waits for the minute to end, and the responses
  // arriving meanwhile join it.
  const slotOpens = sql`(SELECT ${formNotificationMarks.lastMailedAt} + ${intervalMs} * interval '1 millisecond' FROM ${formNotificationMarks} WHERE ${formNotificationMarks.formId} = ${formId})`;
  await tx
    .insert(jobs)
    .values({
      id: newId(),
      kind,
      payload: { formId, responseIds: [responseId], total: 1 },
      dedupeKey: `notify-owner:${formId}`,
      runAt: sql`GREATEST(now(), ${slotOpens})`,
    })
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        payload: sql`jsonb_build_object(
          'formId', ${jobs.payload}->'formId',
          'responseIds', CASE WHEN jsonb_array_length(${jobs.payload}->'responseIds') < ${NOTICE_RESPONSES_LISTED}
            THEN (${jobs.payload}->'responseIds') || (excluded.payload->'responseIds')
            ELSE ${jobs.payload}->'responseIds' END,
          'total', (${jobs.payload}->>'total')::int + 1)`,
      },
    });
}

/**
 * Takes the form's mail slot when its last mail is a minute old or more (or there was none):
 * answers true when taken, else when the next slot opens.
 */
export async function takeMailSlot(
  db: Database,
  { formId, intervalMs }: { formId: string; intervalMs: number },
): Promise<{ isTaken: true; previous: Date | null } | { isTaken: false; nextAt: Date }> {
  const [previous] = await db
    .select({ lastMailedAt: formNotificationMarks.lastMailedAt })
    .from(formNotificationMarks)
    .where(eq(formNotificationMarks.formId, formId));
  const opensAt = sql`now() - ${intervalMs} * interval '1 millisecond'`;
  const taken = await db
    .insert(formNotificationMarks)
    .values({ formId, lastMailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: formNotificationMarks.formId,
      set: { lastMailedAt: sql`now()` },
      setWhere: lte(formNotificationMarks.lastMailedAt, opensAt),
    })
    .returning({ formId: formNotificationMarks.formId });
  if (taken.length > 0) return { isTaken: true, previous: previous?.lastMailedAt ?? null };
  const last = previous?.lastMailedAt ?? new Date();
  return { isTaken: false, nextAt: new Date(last.getTime() + intervalMs) };
}

/** Gives a slot back when its mail could not be sent, so the retry is not held a minute more. */
export async function releaseMailSlot(
  db: Database,
  { formId, previous }: { formId: string; previous: Date | null },
): Promise<void> {
  if (previous === null) {
    await db.delete(formNotificationMarks).where(eq(formNotificationMarks.formId, formId));
  } else {
    await db
      .update(formNotificationMarks)
      .set({ lastMailedAt: previous })
      .where(eq(formNotificationMarks.formId, formId));
  }
}

export async function findResponsesByIds(
  db: Database,
  { formId, ids }: { formId: string; ids: string[] },
): Promise<ResponseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(responses)
    .where(and(eq(responses.formId, formId), inArray(responses.id, ids)))
    .orderBy(asc(responses.id));
}
