import type {
  apiKeys,
  auditEvents,
  forms,
  jobs,
  passwordResetTokens,
  regexPatterns,
  responses,
  savedThemes,
  uploadedFiles,
  users,
  webhookDeliveries,
  webhooks,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from "./schema.js";

/** Rows as the repositories read them: every module speaks of a row by these names. */
export type UserRow = typeof users.$inferSelect;
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type FormRow = typeof forms.$inferSelect;
export type ResponseRow = typeof responses.$inferSelect;
export type RegexPatternRow = typeof regexPatterns.$inferSelect;
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect;
export type SavedThemeRow = typeof savedThemes.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
