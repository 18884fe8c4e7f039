import type { AuditAction } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { auditEvents } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import type { Actor } from "../../lib/workspace-access.js";

export type AuditEntry = {
  /** Null for the installation's own events. */
  workspaceId: string | null;
  action: AuditAction;
  objectType:
    | "workspace"
    | "form"
    | "webhook"
    | "member"
    | "invitation"
    | "user"
    | "pattern"
    | "theme";
  objectId: string;
  details?: Record<string, unknown>;
};

/**
 * Appends the entry. Called inside the transaction of the change it describes, so that neither
 * is ever stored without the other.
 */
export async function recordAudit(
  tx: Database | Transaction,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newId(),
    workspaceId: entry.workspaceId,
    actorUserId: actor.userId,
    actorApiKeyId: actor.apiKeyId,
    actorEmail: actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    details: entry.details ?? {},
    ip: actor.ip,
  });
}

/** Makes the change and records its entry in one transaction; the entry may name the result. */
export async function withAudit<T>(
  db: Database,
  actor: Actor,
  change: (tx: Transaction) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, actor, typeof entry === "function" ? entry(result) : entry);
    return result;
  });
}
