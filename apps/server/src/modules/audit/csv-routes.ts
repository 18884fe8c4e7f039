import { Readable } from "node:stream";
import type { AuditQuery } from "@formloom/shared";
import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import type { Database } from "../../db/client.js";
import { auditEventsCsv } from "./service.js";

/** The filtered audit log as a CSV download, streamed page by page. */
export function sendAuditCsv(
  reply: FastifyReply,
  db: Database,
  workspaceId: string | null,
  filter: Omit<AuditQuery, "page" | "limit">,
) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", contentDisposition(`audit-log-${day}.csv`))
    .header("Cache-Control", "private, no-store")
    .send(Readable.from(auditEventsCsv(db, workspaceId, filter)));
}
