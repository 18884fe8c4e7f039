import type { AuditAction, AuditEvent, WorkspaceRole } from "@formloom/shared";
import type { AppText, AppTextId } from "@/lib/i18n/use-app-text";
import { roleText } from "@/lib/workspace/workspace-texts";

/** An action's name, for the filter's choices: "Form created". */
export const auditActionName = (t: AppText, action: AuditAction) =>
  t(`audit.action.${action}` satisfies AppTextId);

// The details each sentence names; an event without them (an older entry) reads as its action's name.
const SENTENCE_DETAILS: Partial<Record<AuditAction, readonly string[]>> = {
  "workspace.created": ["name"],
  "workspace.renamed": ["name"],
  "form.created": ["title"],
  "form.updated": ["version"],
  "form.settings_changed": ["fields"],
  "form.translated": ["language"],
  "form.deleted": ["title"],
  "responses.deleted": ["count"],
  "partials.deleted": ["count"],
  "responses.exported": ["format"],
  "webhook.created": ["url"],
  "theme.saved": ["name"],
  "theme.changed": ["name"],
  "theme.deleted": ["name"],
  "member.invited": ["email", "role"],
  "member.joined": ["role"],
  "member.role_changed": ["email", "from", "to"],
  "member.removed": ["email"],
  "user.deactivated": ["email"],
  "user.reactivated": ["email"],
  "pattern.created": ["title"],
  "pattern.changed": ["fields"],
};

const ROLES: readonly string[] = ["owner", "admin", "editor", "viewer"];

/** One detail as the reader reads it: a role in their language, a list joined, a language named. */
function detailText(t: AppText, key: string, value: unknown): string | number | undefined {
  if (typeof value === "number") return value;
  if (Array.isArray(value)) {
    return new Intl.ListFormat(t.locale, { type: "unit" }).format(value.map(String));
  }
  if (typeof value !== "string") return undefined;
  if (ROLES.includes(value) && ["role", "from", "to"].includes(key)) {
    return roleText(t, value as WorkspaceRole);
  }
  if (key === "language") {
    return new Intl.DisplayNames([t.locale], { type: "language" }).of(value) ?? value;
  }
  if (key === "format") return value.toUpperCase();
  return value;
}

/** What the event did, said as a sentence with its details: "Renamed the workspace to “Lab”". */
export function auditSentence(t: AppText, event: Pick<AuditEvent, "action" | "details">): string {
  const values: Record<string, string | number> = {};
  for (const key of SENTENCE_DETAILS[event.action] ?? []) {
    const value = detailText(t, key, event.details[key]);
    if (value === undefined) return auditActionName(t, event.action);
    values[key] = value;
  }
  return t(`audit.sentence.${event.action}` satisfies AppTextId, values);
}

const OBJECT_TYPES = [
  "workspace",
  "form",
  "member",
  "invitation",
  "webhook",
  "theme",
  "user",
  "pattern",
];

/** What kind of thing the event changed, in the reader's language when it is a known kind. */
export const auditObjectText = (t: AppText, objectType: string) =>
  OBJECT_TYPES.includes(objectType)
    ? t(`audit.object.${objectType as "form"}` satisfies AppTextId)
    : objectType;
