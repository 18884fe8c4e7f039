import type { Webhook, WebhookDelivery, WebhookKind } from "@formloom/shared";
import type { WebhookDeliveryRow, WebhookRow } from "../../db/rows.js";

export function isSuccessStatus(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

export function toDeliveryDto(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    deliveryId: row.id,
    event: row.event,
    attempt: row.attempt,
    statusCode: row.statusCode,
    error: row.error,
    isSuccess: isSuccessStatus(row.statusCode),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDto(row: WebhookRow, last: WebhookDeliveryRow | undefined): Webhook {
  return {
    _id: row.id,
    formId: row.formId,
    url: row.url,
    kind: row.kind as WebhookKind,
    isActive: row.isActive,
    consecutiveFailures: row.consecutiveFailures,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pauseReason: row.pauseReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: last ? toDeliveryDto(last) : null,
  };
}
