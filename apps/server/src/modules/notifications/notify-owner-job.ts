import type { Database } from "../../db/client.js";
import type { JobOutcome, JobRow } from "../../lib/job-queue.js";
import { findFormWithQuestions } from "../forms/repo.js";
import { findMailRecipients } from "./find-mail-recipients.js";
import { MAIL_RECIPIENT_JOB } from "./mail-recipient-job.js";
import { enqueueRecipientMails, type NoticePayload } from "./repo.js";

// The form's waiting mail, as a submission records it; the kind is the one stored before the
// mail had several recipients, so that jobs queued then still run.
export const NOTIFY_OWNER_JOB = "owner.notify";
/** At most one mail per form per minute to each recipient; the minute's responses go in the next. */
export const OWNER_MAIL_INTERVAL_MS = 60_000;

export type NotifyOwnerDeps = { db: Database; intervalMs: number };

/**
 * Hands the form's new responses to each recipient's own mail job, so that a send failing for
 * one is retried alone and never sends the others' twice. Who the recipients are is read now,
 * not when the responses came: a member removed meanwhile gets nothing.
 */
export async function notifyOwnerJob(deps: NotifyOwnerDeps, job: JobRow): Promise<JobOutcome> {
  const { db, intervalMs } = deps;
  const notice = job.payload as NoticePayload;
  const form = await findFormWithQuestions(db, notice.formId);
  if (!form) return undefined;
  const recipients = await findMailRecipients(db, form);
  await enqueueRecipientMails(db, {
    kind: MAIL_RECIPIENT_JOB,
    notice,
    userIds: recipients.map((recipient) => recipient.userId),
    intervalMs,
  });
  return undefined;
}
