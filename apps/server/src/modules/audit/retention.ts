import type { Database } from "../../db/client.js";
import { deleteAuditEventsBefore } from "./repo.js";

const DAY_MS = 24 * 60 * 60_000;

/** Entries older than the retention are deleted; answers how many. */
export function deleteExpiredAuditEvents(
  db: Database,
  { retentionDays, now }: { retentionDays: number; now: Date },
): Promise<number> {
  return deleteAuditEventsBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}
