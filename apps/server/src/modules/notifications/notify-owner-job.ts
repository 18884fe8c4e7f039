import type { Database } from "../../db/client.js";
import type { JobOutcome, JobRow } from "../../lib/job-queue.js";
import type { Mailer } from "../../lib/mailer.js";
import { findFormWithQuestions, findVersionQuestions } from "../forms/repo.js";
import { findUserById } from "../users/repo.js";
import { newResponseMail, responsesDigestMail } from "./owner-mail.js";
import { findResponsesByIds, releaseMailSlot, takeMailSlot } from "./repo.js";

export const NOTIFY_OWNER_JOB = "owner.notify";
/** At most one mail per form per minute; the responses of that minute go in the next one. */
export const OWNER_MAIL_INTERVAL_MS = 60_000;

export type NotifyOwnerPayload = { formId: string; responseIds: string[]; total: number };
export type NotifyOwnerDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  intervalMs: number;
};

/**
 * Sends the owner's mail: the response itself when it is the only one waiting, a digest when
 * several are. Within a minute of the last mail it waits for the minute to end; a failed send
 * gives the minute back and is retried with backoff.
 */
export async function notifyOwnerJob(deps: NotifyOwnerDeps, job: JobRow): Promise<JobOutcome> {
  const { db, mailer, publicUrl, intervalMs } = deps;
  const { formId, responseIds, total } = job.payload as NotifyOwnerPayload;
  const form = await findFormWithQuestions(db, formId);
  if (!form) return undefined;
  const owner = await findUserById(db, form.ownerId);
  if (!owner) return undefined;
  const listed = await findResponsesByIds(db, { formId, ids: responseIds });
  // Deleted since they arrived: nothing to tell.
  if (listed.length === 0) return undefined;

  const slot = await takeMailSlot(db, { formId, intervalMs });
  if (!slot.isTaken) return { runAgainAt: slot.nextAt };
  const formLink = `${publicUrl}/forms/${formId}/responses`;
  const context = {
    to: owner.email,
    formTitle: form.title,
    formLink,
    responseLink: (responseId: string) => `${formLink}?response=${responseId}`,
  };
  try {
    const [only] = listed;
    if (total === 1 && only) {
      const version = await findVersionQuestions(db, formId, only.formVersion);
      await mailer.send(newResponseMail(context, only, version?.questions ?? form.questions));
    } else {
      await mailer.send(responsesDigestMail(context, listed, Math.max(total, listed.length)));
    }
  } catch (error) {
    await releaseMailSlot(db, { formId, previous: slot.previous });
    throw error;
  }
  return undefined;
}
