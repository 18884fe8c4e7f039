import type { Database } from "../../db/client.js";
import type { WebhookRow } from "../../db/rows.js";
import { parkJobGroup } from "../../lib/job-groups.js";
import type { Log } from "../../lib/log.js";
import { clearWebhookFailures, countWebhookFailure } from "./repo.js";

/**
 * A webhook is paused once `failures` deliveries in a row (20 by default) have failed over at
 * least `minFailingMs` (10 minutes): a receiver down for good, not one restarting or briefly
 * overloaded, whose deliveries simply retry. Paused, its deliveries wait, untried, for the
 * owner's Resume.
 */
export type CircuitBreaker = { failures: number; minFailingMs: number };

export function webhookJobGroup(webhookId: string): string {
  return `webhook:${webhookId}`;
}

/** Counts a delivery's outcome against its webhook, and pauses the webhook when it trips. */
export async function recordDeliveryOutcome(
  { db, breaker, log }: { db: Database; breaker: CircuitBreaker; log: Log },
  { webhook, error }: { webhook: WebhookRow; error: string | null },
): Promise<void> {
  if (error === null) {
    if (webhook.consecutiveFailures > 0) await clearWebhookFailures(db, webhook.id);
    return;
  }
  const { isPaused } = await countWebhookFailure(db, { webhookId: webhook.id, breaker, error });
  if (!isPaused) return;
  await parkJobGroup(db, webhookJobGroup(webhook.id));
  log.warn(
    { webhookId: webhook.id, formId: webhook.formId, error },
    "webhook paused: its deliveries keep failing",
  );
}
