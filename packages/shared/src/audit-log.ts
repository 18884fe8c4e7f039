import { z } from "zod";
import { createEnvelopeSchema, pagingQuerySchema } from "./api-envelope";
import { idSchema, timestampSchema } from "./entities";
import { storableString } from "./storable-text";

// The audit log (issue 27): what was done in a workspace, or to the installation, by whom, when.

export const WORKSPACE_AUDIT_ACTIONS = [
  "workspace.created",
  "workspace.renamed",
  "workspace.two_factor_required",
  "workspace.two_factor_optional",
  "form.created",
  "form.updated",
  "form.published",
  "form.unpublished",
  "form.settings_changed",
  "form.translated",
  "form.deleted",
  "form.duplicated",
  "form.moved_in",
  "form.moved_out",
  "responses.deleted",
  "partials.deleted",
  "responses.exported",
  "scores.released",
  "webhook.created",
  "webhook.changed",
  "webhook.deleted",
  "webhook.secret_replaced",
  "theme.saved",
  "theme.changed",
  "theme.deleted",
  "member.invited",
  "invitation.revoked",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "member.left",
] as const;

export const INSTALLATION_AUDIT_ACTIONS = [
  "admin.signed_in",
  "admin.signed_in_new_device",
  "two_factor.enabled",
  "two_factor.disabled",
  "user.deactivated",
  "user.reactivated",
  "pattern.created",
  "pattern.changed",
  "pattern.deleted",
] as const;

export const AUDIT_ACTIONS = [...WORKSPACE_AUDIT_ACTIONS, ...INSTALLATION_AUDIT_ACTIONS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = z.object({
  _id: idSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** The account's address at the time; the key's id when the change was made with a key. */
  actorEmail: z.string(),
  actorApiKeyId: idSchema.nullable(),
  objectType: z.string(),
  objectId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: timestampSchema,
});

export const auditQuerySchema = pagingQuerySchema.omit({ search: true }).extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Part of the actor's address. */
  actor: storableString().trim().max(254).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const auditExportQuerySchema = auditQuerySchema.omit({ page: true, limit: true });

export const listAuditEventsReplySchema = createEnvelopeSchema(z.array(auditEventSchema), {
  total: z.number().int().min(0),
});

export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
