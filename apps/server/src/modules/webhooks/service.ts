import { randomBytes, randomUUID } from "node:crypto";
import {
  type AuditAction,
  type CreatedWebhook,
  type UpdateWebhookBody,
  WEBHOOK_EVENT_TEST,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_FORM_MAX,
  type Webhook,
  type WebhookDelivery,
  type WebhookKind,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { WebhookRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import type { InFlightLimit } from "../../lib/in-flight-limit.js";
import { deleteJobGroup, resumeJobGroup } from "../../lib/job-groups.js";
import { isPrivateTarget } from "../../lib/post-webhook.js";
import type { Access } from "../../lib/workspace-access.js";
import { type AuditEntry, recordAudit, withAudit } from "../audit/record-audit.js";
import { findFormFor } from "../forms/service.js";
import { webhookJobGroup } from "./circuit-breaker.js";
import {
  countFormWebhooks,
  deleteWebhook as deleteWebhookRow,
  findLastDeliveries,
  findWebhook,
  insertWebhook,
  listDeliveries,
  listFormWebhooks,
  resumeWebhookRow,
  updateWebhook as updateWebhookRow,
} from "./repo.js";
import { sendWebhook, type WebhookDeps } from "./send-webhook.js";
import { toDeliveryDto, toWebhookDto } from "./to-webhook-dto.js";

type FormRef = { access: Access; formId: string };
/** WEBHOOK_ALLOW_PRIVATE: loopback and private targets allowed (tests, intranets). */
type TargetDeps = { db: Database; allowPrivate: boolean };
type WebhookRef = FormRef & { webhookId: string };

const webhookNotFound = () => new AppError("WEBHOOK_NOT_FOUND", WEBHOOK_MESSAGES.notFound);

/** The webhook, and the workspace of its form, when the caller may manage it. */
async function findOwnedWebhook(
  db: Database,
  ref: WebhookRef,
): Promise<{ webhook: WebhookRow; workspaceId: string }> {
  const form = await findFormFor(db, ref);
  const webhook = await findWebhook(db, ref);
  if (!webhook) throw webhookNotFound();
  return { webhook, workspaceId: form.workspaceId };
}

function webhookEntry(
  workspaceId: string,
  action: AuditAction,
  webhookId: string,
  details?: Record<string, unknown>,
): AuditEntry {
  return { workspaceId, action, objectType: "webhook", objectId: webhookId, details };
}

export async function listWebhooks(db: Database, ref: FormRef): Promise<Webhook[]> {
  await findFormFor(db, ref);
  const rows = await listFormWebhooks(db, ref.formId);
  const last = new Map(
    (
      await findLastDeliveries(
        db,
        rows.map((row) => row.id),
      )
    ).map((row) => [row.webhookId, row]),
  );
  return rows.map((row) => toWebhookDto(row, last.get(row.id)));
}

/** Standard Webhooks' form: `whsec_` and the key's standard base64, as its libraries expect. */
function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** Refuses, when it is saved, an address that deliveries would refuse as private. */
async function assertPublicTarget(url: string | undefined, allowPrivate: boolean): Promise<void> {
  if (url === undefined || allowPrivate || !(await isPrivateTarget(url))) return;
  throw new AppError("VALIDATION_FAILED", WEBHOOK_MESSAGES.urlPrivate, {
    errors: { url: WEBHOOK_MESSAGES.urlPrivate },
  });
}

/** A new webhook and its signing secret, which is shown this once. */
export async function createWebhook(
  { db, allowPrivate }: TargetDeps,
  { body, ...ref }: FormRef & { body: { url: string; kind: WebhookKind; isActive: boolean } },
): Promise<CreatedWebhook> {
  const form = await findFormFor(db, ref);
  await assertPublicTarget(body.url, allowPrivate);
  if ((await countFormWebhooks(db, ref.formId)) >= WEBHOOKS_PER_FORM_MAX) {
    throw new AppError("TOO_MANY_WEBHOOKS", WEBHOOK_MESSAGES.tooMany);
  }
  const secret = newSigningSecret();
  const row = await withAudit(
    db,
    ref.access.actor,
    (tx) => insertWebhook(tx, { formId: ref.formId, secret, ...body }),
    (made) =>
      webhookEntry(form.workspaceId, "webhook.created", made.id, {
        formId: ref.formId,
        url: body.url,
        kind: body.kind,
      }),
  );
  return { ...toWebhookDto(row, undefined), secret };
}

/**
 * Replaces a webhook's signing secret (one that leaked, or a routine change) and shows the new
 * one this once. Every delivery from now on, the retries of earlier ones included, is signed
 * with it: the old secret stops working at once.
 */
export async function rotateWebhookSecret(db: Database, ref: WebhookRef): Promise<CreatedWebhook> {
  const { workspaceId } = await findOwnedWebhook(db, ref);
  const secret = newSigningSecret();
  const row = await withAudit(
    db,
    ref.access.actor,
    (tx) => updateWebhookRow(tx, ref, { secret }),
    webhookEntry(workspaceId, "webhook.secret_replaced", ref.webhookId, { formId: ref.formId }),
  );
  if (!row) throw webhookNotFound();
  const [last] = await findLastDeliveries(db, [row.id]);
  return { ...toWebhookDto(row, last), secret };
}

export async function updateWebhook(
  { db, allowPrivate }: TargetDeps,
  { changes, ...ref }: WebhookRef & { changes: UpdateWebhookBody },
): Promise<Webhook> {
  const { workspaceId } = await findOwnedWebhook(db, ref);
  await assertPublicTarget(changes.url, allowPrivate);
  const row = await withAudit(
    db,
    ref.access.actor,
    (tx) => updateWebhookRow(tx, ref, changes),
    webhookEntry(workspaceId, "webhook.changed", ref.webhookId, { formId: ref.formId, ...changes }),
  );
  if (!row) throw webhookNotFound();
  // Switched off, it sends nothing more: its waiting deliveries go, parked ones included, which
  // would otherwise wait for a Resume that never comes.
  if (changes.isActive === false) await deleteJobGroup(db, webhookJobGroup(ref.webhookId));
  const [last] = await findLastDeliveries(db, [row.id]);
  return toWebhookDto(row, last);
}

export async function deleteWebhook(db: Database, ref: WebhookRef): Promise<void> {
  const form = await findFormFor(db, ref);
  const deleted = await db.transaction(async (tx) => {
    if (!(await deleteWebhookRow(tx, ref))) return false;
    const entry = webhookEntry(form.workspaceId, "webhook.deleted", ref.webhookId, {
      formId: ref.formId,
    });
    await recordAudit(tx, ref.access.actor, entry);
    return true;
  });
  if (!deleted) throw webhookNotFound();
  // Its waiting deliveries, parked ones included, which would otherwise never run again.
  await deleteJobGroup(db, webhookJobGroup(ref.webhookId));
}

/**
 * Lifts a pause of the circuit breaker: the failures are forgotten and the deliveries that
 * waited are due at once (those past their day of retries get one more attempt).
 */
export async function resumeWebhook(db: Database, ref: WebhookRef): Promise<Webhook> {
  await findOwnedWebhook(db, ref);
  const row = await db.transaction(async (tx) => {
    await resumeJobGroup(tx, webhookJobGroup(ref.webhookId));
    return resumeWebhookRow(tx, ref);
  });
  if (!row) throw new AppError("WEBHOOK_NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  const [last] = await findLastDeliveries(db, [row.id]);
  return toWebhookDto(row, last);
}

export async function listWebhookDeliveries(
  db: Database,
  ref: WebhookRef,
): Promise<WebhookDelivery[]> {
  const { webhook } = await findOwnedWebhook(db, ref);
  return (await listDeliveries(db, webhook.id)).map(toDeliveryDto);
}

/**
 * "Send test": one signed ping now, answered with its outcome and kept in the log. At most a few
 * of one owner's tests at once (`testsInFlight`): each may hold an outbound socket for 10 s.
 */
export async function sendTestWebhook(
  { testsInFlight, ...deps }: WebhookDeps & { testsInFlight: InFlightLimit },
  ref: WebhookRef,
): Promise<WebhookDelivery> {
  const { webhook } = await findOwnedWebhook(deps.db, ref);
  const body = JSON.stringify({
    event: WEBHOOK_EVENT_TEST,
    form: { _id: ref.formId },
    sentAt: new Date().toISOString(),
  });
  const delivery = await testsInFlight(ref.access.userId, () =>
    sendWebhook(deps, {
      webhook,
      deliveryId: randomUUID(),
      event: WEBHOOK_EVENT_TEST,
      body,
      attempt: 1,
    }),
  );
  return toDeliveryDto(delivery);
}
