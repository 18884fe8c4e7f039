import type { WebhookKind } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { WebhookDeliveryRow, WebhookRow } from "../../db/rows.js";
import type { Log } from "../../lib/log.js";
import { postWebhook } from "../../lib/post-webhook.js";
import { toDeliveryError } from "../../lib/webhook-delivery-error.js";
import { bodyForWebhook } from "./chat-delivery.js";
import { recordDelivery } from "./repo.js";
import { signatureHeaders } from "./sign-webhook.js";
import { isSuccessStatus } from "./to-webhook-dto.js";

export type WebhookDeps = { db: Database; allowPrivate: boolean; log: Log; publicUrl: string };

export class WebhookFailedError extends Error {
  override name = "WebhookFailedError";
}

/** One attempt of one delivery, recorded in the webhook's log whatever its outcome. */
export async function sendWebhook(
  { db, allowPrivate, log, publicUrl }: WebhookDeps,
  {
    webhook,
    deliveryId,
    event,
    body,
    attempt,
  }: { webhook: WebhookRow; deliveryId: string; event: string; body: string; attempt: number },
): Promise<WebhookDeliveryRow> {
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const sent = await bodyForWebhook({ db, publicUrl }, webhook.kind as WebhookKind, body);
    statusCode = await postWebhook({
      url: webhook.url,
      body: sent,
      allowPrivate,
      headers: {
        "content-type": "application/json",
        "user-agent": "Formloom-Webhook",
        "x-formloom-event": event,
        "x-formloom-delivery": deliveryId,
        ...signatureHeaders(webhook.secret, { deliveryId, body: sent }),
      },
    });
    if (!isSuccessStatus(statusCode)) error = `The receiver answered ${statusCode}`;
  } catch (failure) {
    // The owner sees a category; the address and port that failed are for the operator alone.
    const category = toDeliveryError(failure);
    error = category.message;
    log.warn(
      { err: category.cause ?? category, webhookId: webhook.id, deliveryId, attempt },
      `webhook delivery failed: ${category.message}`,
    );
  }
  return recordDelivery(db, {
    id: deliveryId,
    webhookId: webhook.id,
    event,
    attempt,
    statusCode,
    error: error?.slice(0, 500) ?? null,
  });
}
