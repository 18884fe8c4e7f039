import { WEBHOOK_DELIVERIES_KEPT } from "@formloom/shared";
import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { webhookDeliveries, webhooks } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
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
  values: { formId: string; url: string; secret: string; isActive: boolean },
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
