import { roleMay, WORKSPACE_MESSAGES, type WorkspaceRole } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Access } from "../../lib/workspace-access.js";
import { findMembership } from "./repo.js";

/**
 * The one check of every workspace route. To a non-member, or a key limited to another
 * workspace, the thing does not exist (`notFound`, as for a missing one: DESIGN §4); a member
 * whose role lacks the action is refused.
 */
export function checkRole(
  access: Access,
  { workspaceId, role }: { workspaceId: string; role: WorkspaceRole | null },
  notFound: () => AppError,
): WorkspaceRole {
  const isKeyElsewhere = access.keyWorkspaceId !== null && access.keyWorkspaceId !== workspaceId;
  if (role === null || isKeyElsewhere) throw notFound();
  if (!roleMay(role, access.action)) {
    throw new AppError("ROLE_FORBIDDEN", WORKSPACE_MESSAGES.forbidden);
  }
  return role;
}

export const workspaceNotFound = () =>
  new AppError("WORKSPACE_NOT_FOUND", WORKSPACE_MESSAGES.notFound);

/**
 * The workspace a dashboard-level call names (else the caller's personal one, else the one
 * the caller's key is limited to), with the caller's role checked for the access's action.
 */
export async function authorizeWorkspace(
  db: Database | Transaction,
  access: Access,
  workspaceId: string | undefined,
): Promise<{ workspaceId: string; role: WorkspaceRole }> {
  const named = workspaceId ?? access.keyWorkspaceId ?? undefined;
  const membership = await findMembership(db, { workspaceId: named, userId: access.userId });
  if (!membership) throw workspaceNotFound();
  const role = checkRole(access, membership, workspaceNotFound);
  return { workspaceId: membership.workspaceId, role };
}
