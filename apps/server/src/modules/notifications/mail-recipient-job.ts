import type { Database } from "../../db/client.js";
import type { JobOutcome, JobRow } from "../../lib/job-queue.js";
import type { Mailer } from "../../lib/mailer.js";
import { findFormWithQuestions, findVersionQuestions } from "../forms/repo.js";
import { findMailRecipients } from "./find-mail-recipients.js";
import { newResponseMail, responsesDigestMail } from "./owner-mail.js";
import {
  findResponsesByIds,
  NOTICE_RESPONSES_LISTED,
  type NoticePayload,
  releaseMailSlot,
  takeMailSlot,
} from "./repo.js";

export const MAIL_RECIPIENT_JOB = "owner.notify.recipient";

export type MailRecipientPayload = NoticePayload & { userId: string };
export type MailRecipientDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  intervalMs: number;
};

/**
 * Sends one recipient's mail: the response itself when it is the only one waiting, a digest when
 * several are. Within a minute of their last mail it waits for the minute to end; a failed send
 * gives the minute back and is retried with backoff. A recipient who has left the workspace, or
 * is no longer chosen, by the time it is sent gets nothing.
 */
export async function mailRecipientJob(deps: MailRecipientDeps, job: JobRow): Promise<JobOutcome> {
  const { db, mailer, publicUrl, intervalMs } = deps;
  const { formId, userId, responseIds, total } = job.payload as MailRecipientPayload;
  const form = await findFormWithQuestions(db, formId);
  if (!form) return undefined;
  const recipient = (await findMailRecipients(db, form)).find((each) => each.userId === userId);
  if (!recipient) return undefined;
  const listed = await findResponsesByIds(db, {
    formId,
    ids: responseIds.slice(0, NOTICE_RESPONSES_LISTED),
  });
  // Deleted since they arrived: nothing to tell.
  if (listed.length === 0) return undefined;

  const slot = await takeMailSlot(db, { formId, userId, intervalMs });
  if (!slot.isTaken) return { runAgainAt: slot.nextAt };
  const formLink = `${publicUrl}/forms/${formId}/responses`;
  const context = {
    to: recipient.email,
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
    await releaseMailSlot(db, { formId, userId, previous: slot.previous });
    throw error;
  }
  return undefined;
}
