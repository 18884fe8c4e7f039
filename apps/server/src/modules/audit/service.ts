import { type AuditEvent, type AuditQuery, CSV_BOM, formatCsvRow } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { AuditEventRow } from "../../db/rows.js";
import { listAuditEvents, readAuditEventPages } from "./repo.js";

export function toAuditEventDto(row: AuditEventRow): AuditEvent {
  return {
    _id: row.id,
    action: row.action as AuditEvent["action"],
    actorEmail: row.actorEmail,
    actorApiKeyId: row.actorApiKeyId,
    objectType: row.objectType,
    objectId: row.objectId,
    details: row.details,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A workspace's events (or, for null, the installation's), newest first. */
export async function getAuditEvents(
  db: Database,
  workspaceId: string | null,
  query: AuditQuery,
): Promise<{ events: AuditEvent[]; total: number }> {
  const { rows, total } = await listAuditEvents(db, workspaceId, query);
  return { events: rows.map(toAuditEventDto), total };
}

const CSV_HEADER = [
  "time",
  "action",
  "actor",
  "api key",
  "object",
  "object id",
  "details",
  "address",
];

/** The same events as CSV, a line each, read in pages. */
export async function* auditEventsCsv(
  db: Database,
  workspaceId: string | null,
  filter: Omit<AuditQuery, "page" | "limit">,
): AsyncGenerator<string> {
  yield CSV_BOM + formatCsvRow(CSV_HEADER);
  for await (const rows of readAuditEventPages(db, workspaceId, filter)) {
    yield rows
      .map((row) =>
        formatCsvRow([
          row.createdAt.toISOString(),
          row.action,
          row.actorEmail,
          row.actorApiKeyId ?? "",
          row.objectType,
          row.objectId,
          JSON.stringify(row.details),
          row.ip ?? "",
        ]),
      )
      .join("");
  }
}
