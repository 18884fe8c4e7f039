import type { JobOutcome, JobRow } from "../../lib/job-queue.js";
import { findWebhookById } from "./repo.js";
import { sendWebhook, type WebhookDeps, WebhookFailedError } from "./send-webhook.js";
import { isSuccessStatus } from "./to-webhook-dto.js";

export const DELIVER_WEBHOOK_JOB = "webhook.deliver";
/** A delivery is retried with backoff for a day, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type DeliverWebhookPayload = {
  webhookId: string;
  deliveryId: string;
  event: string;
  /** The exact bytes signed and sent, the same on every attempt. */
  body: string;
};

/** The job of one delivery: done on a 2xx, thrown (and so retried) otherwise. */
export async function deliverWebhookJob(deps: WebhookDeps, job: JobRow): Promise<JobOutcome> {
  const payload = job.payload as DeliverWebhookPayload;
  const webhook = await findWebhookById(deps.db, payload.webhookId);
  // Deleted or switched off since: nothing more to send.
  if (!webhook?.isActive) return undefined;
  const delivery = await sendWebhook(deps, { webhook, ...payload, attempt: job.attempts });
  if (!isSuccessStatus(delivery.statusCode)) {
    throw new WebhookFailedError(delivery.error ?? "The delivery failed");
  }
  return undefined;
}
