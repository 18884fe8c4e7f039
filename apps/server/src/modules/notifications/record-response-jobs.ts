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

export type ResponseNotices = {
  form: { _id: string; title: string };
  notifyOwner: boolean;
  webhookIds: string[];
  ownerMailIntervalMs: number;
};

/**
 * Writes the owner's mail and one delivery per webhook in the response's own transaction: they
 * exist exactly when the response does, and are sent afterwards by the job worker.
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
  await enqueueJobs(tx, jobs);
}
