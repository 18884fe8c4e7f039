import type { JobOutcome, JobRow } from "../../lib/job-queue.js";
import type { Log } from "../../lib/log.js";
import { type CircuitBreaker, recordDeliveryOutcome } from "./circuit-breaker.js";
import { findWebhookById } from "./repo.js";
import { sendWebhook, type WebhookDeps, WebhookFailedError } from "./send-webhook.js";
import { isSuccessStatus } from "./to-webhook-dto.js";

export const DELIVER_WEBHOOK_JOB = "webhook.deliver";
/** A delivery is retried with backoff for a day, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Deliveries to one webhook under way at once: a slow receiver holds these slots, no others. */
export const WEBHOOK_SLOTS_PER_WEBHOOK = 2;

export type DeliverWebhookPayload = {
  webhookId: string;
  deliveryId: string;
  event: string;
  /** The exact bytes signed and sent, the same on every attempt. */
  body: string;
};

export type DeliverWebhookDeps = WebhookDeps & { breaker: CircuitBreaker; log: Log };

/** The job of one delivery: done on a 2xx, thrown (and so retried) otherwise. */
export async function deliverWebhookJob(
  deps: DeliverWebhookDeps,
  job: JobRow,
): Promise<JobOutcome> {
  const payload = job.payload as DeliverWebhookPayload;
  const webhook = await findWebhookById(deps.db, payload.webhookId);
  // Deleted or switched off since: nothing more to send.
  if (!webhook?.isActive) return undefined;
  // Paused by its circuit breaker: the delivery waits for the owner's Resume.
  if (webhook.pausedAt) return "parked";
  const delivery = await sendWebhook(deps, { webhook, ...payload, attempt: job.attempts });
  const error = isSuccessStatus(delivery.statusCode)
    ? null
    : (delivery.error ?? "The delivery failed");
  await recordDeliveryOutcome(deps, { webhook, error });
  if (error !== null) throw new WebhookFailedError(error);
  return undefined;
}
