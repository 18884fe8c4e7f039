import { and, asc, eq, inArray, lte, max, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { ResponseRow } from "../../db/rows.js";
import { formNotificationMarks, jobs, responses } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

/** The responses a mail tells in full or lists; a digest counts the rest. */
export const NOTICE_RESPONSES_LISTED = 20;

export type NoticePayload = { formId: string; responseIds: string[]; total: number };

// A waiting job joined by another: the first ids of both, and a count of all.
const mergedPayload = sql`jsonb_set(
  jsonb_set(${jobs.payload}, '{responseIds}', CASE WHEN jsonb_array_length(${jobs.payload}->'responseIds') < ${NOTICE_RESPONSES_LISTED}
    THEN (${jobs.payload}->'responseIds') || (excluded.payload->'responseIds')
    ELSE ${jobs.payload}->'responseIds' END),
  '{total}', to_jsonb((${jobs.payload}->>'total')::int + (excluded.payload->>'total')::int))`;

const afterInterval = (mailedAt: unknown, intervalMs: number) =>
  sql`${mailedAt} + ${intervalMs} * interval '1 millisecond'`;

/**
 * Adds the response to the form's waiting mail, or makes one; when it runs, it hands what it
 * holds to each recipient's own mail. The waiting job keeps the first ids and a count of all,
 * so a busy minute rewrites a small row, not a growing list.
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
  // Within a minute of the form's last mail the job waits for the minute to end, and the
  // responses arriving meanwhile join it.
  const slotOpens = sql`(SELECT ${afterInterval(max(formNotificationMarks.lastMailedAt), intervalMs)} FROM ${formNotificationMarks} WHERE ${formNotificationMarks.formId} = ${formId})`;
  const payload: NoticePayload = { formId, responseIds: [responseId], total: 1 };
  await tx
    .insert(jobs)
    .values({
      id: newId(),
      kind,
      payload,
      dedupeKey: `notify-owner:${formId}`,
      runAt: sql`GREATEST(now(), ${slotOpens})`,
    })
    .onConflictDoUpdate({ target: jobs.dedupeKey, set: { payload: mergedPayload } });
}

/**
 * One mail job per recipient, each waiting for the recipient's own minute; a recipient whose
 * mail is still waiting has the responses added to it instead.
 */
export async function enqueueRecipientMails(
  db: Database,
  {
    kind,
    notice,
    userIds,
    intervalMs,
  }: { kind: string; notice: NoticePayload; userIds: string[]; intervalMs: number },
): Promise<void> {
  if (userIds.length === 0) return;
  const { formId } = notice;
  await db
    .insert(jobs)
    .values(
      userIds.map((userId) => {
        const slotOpens = sql`(SELECT ${afterInterval(formNotificationMarks.lastMailedAt, intervalMs)} FROM ${formNotificationMarks} WHERE ${formNotificationMarks.formId} = ${formId} AND ${formNotificationMarks.userId} = ${userId})`;
        return {
          id: newId(),
          kind,
          payload: { ...notice, userId },
          dedupeKey: `notify-recipient:${formId}:${userId}`,
          runAt: sql`GREATEST(now(), ${slotOpens})`,
        };
      }),
    )
    .onConflictDoUpdate({ target: jobs.dedupeKey, set: { payload: mergedPayload } });
}

type Recipient = { formId: string; userId: string };
const markOf = ({ formId, userId }: Recipient) =>
  and(eq(formNotificationMarks.formId, formId), eq(formNotificationMarks.userId, userId));

/**
 * Takes the recipient's mail slot for the form when their last mail about it is a minute old or
 * more (or there was none): answers true when taken, else when the next slot opens.
 */
export async function takeMailSlot(
  db: Database,
  { formId, userId, intervalMs }: Recipient & { intervalMs: number },
): Promise<{ isTaken: true; previous: Date | null } | { isTaken: false; nextAt: Date }> {
  const [previous] = await db
    .select({ lastMailedAt: formNotificationMarks.lastMailedAt })
    .from(formNotificationMarks)
    .where(markOf({ formId, userId }));
  const opensAt = sql`now() - ${intervalMs} * interval '1 millisecond'`;
  const taken = await db
    .insert(formNotificationMarks)
    .values({ formId, userId, lastMailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [formNotificationMarks.formId, formNotificationMarks.userId],
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
  { formId, userId, previous }: Recipient & { previous: Date | null },
): Promise<void> {
  if (previous === null) {
    await db.delete(formNotificationMarks).where(markOf({ formId, userId }));
  } else {
    await db
      .update(formNotificationMarks)
      .set({ lastMailedAt: previous })
      .where(markOf({ formId, userId }));
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
