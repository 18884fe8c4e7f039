import type { AuditQuery } from "@formloom/shared";
import { and, count, desc, eq, gte, ilike, isNull, lt, lte, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { AuditEventRow } from "../../db/rows.js";
import { auditEvents } from "../../db/schema.js";
import { containsPattern } from "../../lib/sql-like.js";

type Filter = Omit<AuditQuery, "page" | "limit">;

function whereOf(workspaceId: string | null, { action, actor, from, to }: Filter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    workspaceId === null
      ? isNull(auditEvents.workspaceId)
      : eq(auditEvents.workspaceId, workspaceId),
    action ? eq(auditEvents.action, action) : undefined,
    actor ? ilike(auditEvents.actorEmail, containsPattern(actor)) : undefined,
    from ? gte(auditEvents.createdAt, new Date(from)) : undefined,
    to ? lte(auditEvents.createdAt, new Date(to)) : undefined,
  ];
  return and(...conditions);
}

const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];

export async function listAuditEvents(
  db: Database,
  workspaceId: string | null,
  { page, limit, ...filter }: AuditQuery,
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const where = whereOf(workspaceId, filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The filtered events in pages of `size`, newest first, for the CSV export. */
export async function* readAuditEventPages(
  db: Database,
  workspaceId: string | null,
  filter: Filter,
  size = 500,
): AsyncGenerator<AuditEventRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listAuditEvents(db, workspaceId, { ...filter, page, limit: size });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Retention: deletes entries older than the cutoff; answers how many. */
export async function deleteAuditEventsBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, cutoff))
    .returning({ id: auditEvents.id });
  return deleted.length;
}
