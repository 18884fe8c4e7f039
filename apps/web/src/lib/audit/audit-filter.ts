import { AUDIT_ACTIONS, type AuditAction } from "@formloom/shared";

/** The audit log's filter as the address holds it: days are the reader's local dates. */
export type AuditFilter = {
  action?: AuditAction;
  /** Part of the actor's address. */
  actor?: string;
  /** A local day, "2025-03-04": from its first moment. */
  from?: string;
  /** A local day: up to its last moment. */
  to?: string;
};

export const AUDIT_FILTER_KEYS = ["action", "actor", "from", "to"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAuditAction = (value: string | null): value is AuditAction =>
  AUDIT_ACTIONS.includes(value as AuditAction);

const readDay = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** The filter the address holds: only the keys it sets, and each only when it is well formed. */
export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const action = params.get("action");
  const actor = params.get("actor")?.trim();
  return {
    ...(isAuditAction(action) && { action }),
    ...(actor && { actor }),
    ...(readDay(params.get("from")) && { from: readDay(params.get("from")) }),
    ...(readDay(params.get("to")) && { to: readDay(params.get("to")) }),
  };
}

/** A local day's first moment, or (`end`) its last, as an ISO instant; undefined for none. */
export function localDayInstant(day: string | undefined, end = false): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The API's query for a filter: the days as instants in the reader's time zone. */
export function toAuditQuery(filter: AuditFilter) {
  return {
    action: filter.action,
    actor: filter.actor,
    from: localDayInstant(filter.from),
    to: localDayInstant(filter.to, true),
  };
}
