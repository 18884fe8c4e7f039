import { randomUUID } from "node:crypto";
import { type FormResponse, WEBHOOK_EVENT_RESPONSE_CREATED } from "@formloom/shared";
import type { Transaction } from "../../db/client.js";
import { enqueueJobs, type NewJob } from "../../lib/job-queue.js";
import { webhookJobGroup } from "../webhooks/circuit-breaker.js";
import {
  DELIVER_WEBHOOK_JOB,
  type DeliverWebhookPayload,
  WEBHOOK_RETRY_WINDOW_MS,
} from "../webhooks/deliver-webhook-job.js";
import { NOTIFY_OWNER_JOB } from "./notify-owner-job.js";
import { enqueueOwnerNotice } from "./repo.js";
import { RESPONDENT_COPY_JOB, type RespondentCopyPayload } from "./respondent-copy-job.js";

// A copy not sent within a day is given up: a late copy of one's answers helps no one.
const RESPONDENT_COPY_RETRY_WINDOW_MS = 24 * 60 * 60_000;

export type ResponseNotices = {
  form: { _id: string; title: string };
  notifyOwner: boolean;
  webhookIds: string[];
  ownerMailIntervalMs: number;
  /** The respondent's address for their copy, if one goes. */
  copyTo?: string;
};

/**
 * Writes the owner's mail, one delivery per webhook and the respondent's copy in the response's
 * own transaction: they exist exactly when the response does, and are sent afterwards by the
 * job worker.
 */
export async function recordResponseJobs(
  tx: Transaction,
  { notices, response }: { notices: ResponseNotices; response: FormResponse },
): Promise<void> {
  if (notices.notifyOwner) {
    // One waiting mail per form: responses arriving meanwhile join it (the digest).
    await enqueueOwnerNotice(tx, {
      kind: NOTIFY_OWNER_JOB,
      formId: notices.form._id,
      responseId: response._id,
      intervalMs: notices.ownerMailIntervalMs,
    });
  }
  const jobs: NewJob[] = [];
  if (notices.webhookIds.length > 0) {
    const body = JSON.stringify({
      event: WEBHOOK_EVENT_RESPONSE_CREATED,
      form: notices.form,
      response,
    });
    const giveUpAt = new Date(Date.now() + WEBHOOK_RETRY_WINDOW_MS);
    for (const webhookId of notices.webhookIds) {
      const payload: DeliverWebhookPayload = {
        webhookId,
        deliveryId: randomUUID(),
        event: WEBHOOK_EVENT_RESPONSE_CREATED,
        body,
      };
      jobs.push({
        kind: DELIVER_WEBHOOK_JOB,
        payload,
        giveUpAt,
        groupKey: webhookJobGroup(webhookId),
      });
    }
  }
  if (notices.copyTo !== undefined) {
    const payload: RespondentCopyPayload = {
      formId: notices.form._id,
      responseId: response._id,
      to: notices.copyTo,
    };
    jobs.push({
      kind: RESPONDENT_COPY_JOB,
      payload,
      giveUpAt: new Date(Date.now() + RESPONDENT_COPY_RETRY_WINDOW_MS),
    });
  }
  await enqueueJobs(tx, jobs);
}
