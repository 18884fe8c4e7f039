import type { Workspace, WorkspaceRole } from "@formloom/shared";
import type { ErrorCode } from "@formloom/shared/error-codes";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import type { AppText, AppTextId } from "@/lib/i18n/use-app-text";

const ROLE_TEXTS: Record<WorkspaceRole, AppTextId> = {
  owner: "workspaces.role.owner",
  admin: "workspaces.role.admin",
  editor: "workspaces.role.editor",
  viewer: "workspaces.role.viewer",
};

export const roleText = (t: AppText, role: WorkspaceRole) => t(ROLE_TEXTS[role]);

/** The personal workspace is stored as "Personal": it is named in the reader's language. */
export const workspaceName = (t: AppText, workspace: Pick<Workspace, "name" | "isPersonal">) =>
  workspace.isPersonal ? t("workspaces.personal") : workspace.name;

// The server's refusals, said in the app's language by their code.
const ERROR_TEXTS: Partial<Record<ErrorCode, AppTextId>> = {
  ROLE_FORBIDDEN: "workspaces.error.roleForbidden",
  OWNER_ONLY: "workspaces.error.ownerOnly",
  LAST_OWNER: "workspaces.error.lastOwner",
  ALREADY_MEMBER: "workspaces.error.alreadyMember",
  PERSONAL_WORKSPACE: "workspaces.error.personalWorkspace",
  TOO_MANY_WORKSPACES: "workspaces.error.tooManyWorkspaces",
  WORKSPACE_NOT_FOUND: "workspaces.error.workspaceNotFound",
  INVITATION_NOT_FOUND: "workspaces.error.invitationNotFound",
  INVITATION_EXPIRED: "workspaces.error.invitationExpired",
  INVITATION_OTHER_EMAIL: "workspaces.error.invitationOtherEmail",
  EMAIL_TAKEN: "workspaces.error.emailTaken",
  MAIL_UNAVAILABLE: "workspaces.error.mailUnavailable",
  TWO_FACTOR_OFF: "workspaces.error.twoFactorFirst",
  TWO_FACTOR_REQUIRED_BY_WORKSPACE: "workspaces.error.twoFactorRequired",
};

/** What went wrong, in the app's words when the code is known, else the server's message. */
export function workspaceErrorText(t: AppText, error: unknown, fallback: AppTextId): string {
  const id = isApiError(error) && error.code ? ERROR_TEXTS[error.code] : undefined;
  return id ? t(id) : getErrorMessage(error, t(fallback));
}
