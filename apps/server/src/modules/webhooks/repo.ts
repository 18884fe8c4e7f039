import { WEBHOOK_DELIVERIES_KEPT, type WebhookKind } from "@formloom/shared";
import { and, count, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { WebhookDeliveryRow, WebhookRow } from "../../db/rows.js";
import { webhookDeliveries, webhooks } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

type Executor = Database | Transaction;

export async function listFormWebhooks(db: Executor, formId: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.formId, formId))
    .orderBy(webhooks.createdAt, webhooks.id);
}

/** What a submission needs: the form's webhooks that are switched on. */
export async function countFormWebhooks(db: Database, formId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webhooks)
    .where(eq(webhooks.formId, formId));
  return row?.total ?? 0;
}

export async function findWebhook(
  db: Database,
  { formId, webhookId }: { formId: string; webhookId: string },
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)));
  return row;
}

export async function findWebhookById(
  db: Database,
  webhookId: string,
): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, webhookId));
  return row;
}

export async function insertWebhook(
  db: Database,
  values: { formId: string; url: string; kind?: WebhookKind; secret: string; isActive: boolean },
): Promise<WebhookRow> {
  const [row] = await db
    .insert(webhooks)
    .values({ id: newId(), ...values })
    .returning();
  return row as WebhookRow;
}

export async function updateWebhook(
  db: Database,
  { formId, webhookId }: { formId: string; webhookId: string },
  changes: { url?: string; isActive?: boolean; secret?: string },
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)))
    .returning();
  return row;
}

export async function deleteWebhook(
  db: Database,
  { formId, webhookId }: { formId: string; webhookId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)))
    .returning({ id: webhooks.id });
  return deleted.length > 0;
}

/** A delivery went through: the failures in a row start again from none. */
export async function clearWebhookFailures(db: Database, webhookId: string): Promise<void> {
  await db
    .update(webhooks)
    .set({ consecutiveFailures: 0, failingSince: null })
    .where(and(eq(webhooks.id, webhookId), gt(webhooks.consecutiveFailures, 0)));
}

/**
 * Counts one more failed delivery in a row and pauses the webhook once there are
 * `breaker.failures` of them over at least `breaker.minFailingMs`; answers whether this very
 * failure paused it. One statement, so concurrent deliveries count every failure.
 */
export async function countWebhookFailure(
  db: Database,
  {
    webhookId,
    breaker,
    error,
  }: { webhookId: string; breaker: { failures: number; minFailingMs: number }; error: string },
): Promise<{ isPaused: boolean }> {
  // SET reads the row as it was before the statement.
  const trips = sql`${webhooks.pausedAt} IS NULL
    AND ${webhooks.consecutiveFailures} + 1 >= ${breaker.failures}
    AND coalesce(${webhooks.failingSince}, now()) <= now() - ${breaker.minFailingMs} * interval '1 millisecond'`;
  const [row] = await db
    .update(webhooks)
    .set({
      consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhooks.failingSince}, now())`,
      pausedAt: sql`CASE WHEN ${trips} THEN now() ELSE ${webhooks.pausedAt} END`,
      pauseReason: sql`CASE WHEN ${trips} THEN ${error.slice(0, 500)} ELSE ${webhooks.pauseReason} END`,
    })
    .where(eq(webhooks.id, webhookId))
    // now() is the transaction's start, so only a pause made by this statement equals it.
    .returning({ isPaused: sql<boolean>`${webhooks.pausedAt} IS NOT DISTINCT FROM now()` });
  return { isPaused: row?.isPaused === true };
}

/** Lifts the pause and forgets the failures; answers the webhook, or undefined if not found. */
export async function resumeWebhookRow(
  db: Executor,
  { formId, webhookId }: { formId: string; webhookId: string },
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({
      pausedAt: null,
      pauseReason: null,
      consecutiveFailures: 0,
      failingSince: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)))
    .returning();
  return row;
}

/** Records one attempt and keeps only the webhook's last 50. */
export async function recordDelivery(
  db: Database,
  delivery: Omit<WebhookDeliveryRow, "createdAt">,
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(delivery).returning();
  const kept = db
    .select({ createdAt: webhookDeliveries.createdAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, delivery.webhookId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .offset(WEBHOOK_DELIVERIES_KEPT - 1)
    .limit(1);
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, delivery.webhookId),
        lt(webhookDeliveries.createdAt, kept),
      ),
    );
  return row as WebhookDeliveryRow;
}

export async function listDeliveries(
  db: Database,
  webhookId: string,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(WEBHOOK_DELIVERIES_KEPT);
}

/** The newest attempt of each webhook, for the settings list. */
export async function findLastDeliveries(
  db: Database,
  webhookIds: string[],
): Promise<WebhookDeliveryRow[]> {
  if (webhookIds.length === 0) return [];
  return db
    .selectDistinctOn([webhookDeliveries.webhookId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, webhookIds))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt));
}
