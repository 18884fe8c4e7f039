import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { respondentCopies } from "../../db/schema.js";

/** At most this many copies to one address per hour, across every form. */
export const RESPONDENT_COPIES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
// The rows are kept a day: past the hour they only keep a retried job from sending twice.
const KEPT_MS = 24 * HOUR_MS;

/** Addresses are compared, and kept, as a hash of their lower-case form. */
export function hashAddress(address: string): string {
  return createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
}

export type CopyClaim = "claimed" | "alreadyTaken" | "overLimit";

/**
 * Takes the response's copy before it is sent. A copy already taken (a job run again after its
 * send) is not sent twice; an address past its hourly copies gets none, recorded as not sent.
 * Two copies to one address claimed at once may both count each other and both be refused:
 * the limit errs on the side of sending less.
 */
export async function claimRespondentCopy(
  db: Database,
  { responseId, address }: { responseId: string; address: string },
): Promise<CopyClaim> {
  const addressHash = hashAddress(address);
  const inserted = await db
    .insert(respondentCopies)
    .values({ responseId, addressHash, isSent: true })
    .onConflictDoNothing({ target: respondentCopies.responseId })
    .returning({ responseId: respondentCopies.responseId });
  if (inserted.length === 0) return "alreadyTaken";
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(respondentCopies)
    .where(
      and(
        eq(respondentCopies.addressHash, addressHash),
        eq(respondentCopies.isSent, true),
        gt(respondentCopies.createdAt, sql`now() - ${HOUR_MS} * interval '1 millisecond'`),
      ),
    );
  if ((row?.count ?? 0) <= RESPONDENT_COPIES_PER_HOUR) return "claimed";
  await db
    .update(respondentCopies)
    .set({ isSent: false })
    .where(eq(respondentCopies.responseId, responseId));
  return "overLimit";
}

/** Gives the copy back when its mail could not be sent: the retry sends it. */
export async function releaseRespondentCopy(db: Database, responseId: string): Promise<void> {
  await db.delete(respondentCopies).where(eq(respondentCopies.responseId, responseId));
}

/** Deletes the copies older than a day: their hour is long past and their jobs are done. */
export async function purgeOldRespondentCopies(db: Database): Promise<void> {
  await db
    .delete(respondentCopies)
    .where(lt(respondentCopies.createdAt, sql`now() - ${KEPT_MS} * interval '1 millisecond'`));
}
