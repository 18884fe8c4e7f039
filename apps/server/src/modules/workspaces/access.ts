import { roleMay, WORKSPACE_MESSAGES, type WorkspaceRole } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type Access, withAction } from "../../lib/workspace-access.js";
import { findMembership, type MemberStanding } from "./repo.js";

/**
 * The one check of every workspace route. To a non-member, or a key limited to another
 * workspace, the thing does not exist (`notFound`, as for a missing one: DESIGN §4); a member
 * without two-factor authentication in a workspace that requires it is refused whatever the
 * action, and a member whose role lacks the action is refused.
 */
export function checkRole(
  access: Access,
  { workspaceId, member }: { workspaceId: string; member: MemberStanding | null },
  notFound: () => AppError,
): WorkspaceRole {
  const isKeyElsewhere = access.keyWorkspaceId !== null && access.keyWorkspaceId !== workspaceId;
  if (member === null || isKeyElsewhere) throw notFound();
  if (member.requiresTwoFactor && !access.hasTwoFactor) {
    throw new AppError("TWO_FACTOR_REQUIRED_BY_WORKSPACE", WORKSPACE_MESSAGES.twoFactorRequired);
  }
  if (!roleMay(member.role, access.action)) {
    throw new AppError("ROLE_FORBIDDEN", WORKSPACE_MESSAGES.forbidden);
  }
  return member.role;
}

export const workspaceNotFound = () =>
  new AppError("WORKSPACE_NOT_FOUND", WORKSPACE_MESSAGES.notFound);

/**
 * The workspace a dashboard-level call names (else the one the caller's key is limited to, else
 * the caller's personal one), with the caller's role checked for the access's action.
 */
export async function authorizeWorkspace(
  db: Database | Transaction,
  access: Access,
  workspaceId: string | undefined,
): Promise<{ workspaceId: string; role: WorkspaceRole }> {
  const named = workspaceId ?? access.keyWorkspaceId ?? undefined;
  const membership = await findMembership(db, { workspaceId: named, userId: access.userId });
  if (!membership) throw workspaceNotFound();
  const role = checkRole(
    access,
    { workspaceId: membership.workspaceId, member: membership },
    workspaceNotFound,
  );
  return { workspaceId: membership.workspaceId, role };
}

/**
 * Leaving takes membership alone: no role, and not the two-factor authentication the workspace
 * may require (a member who cannot enter must still be able to go).
 */
export async function authorizeLeaving(
  db: Database | Transaction,
  access: Access,
  workspaceId: string,
): Promise<{ workspaceId: string; role: WorkspaceRole }> {
  const membership = await findMembership(db, { workspaceId, userId: access.userId });
  if (!membership) throw workspaceNotFound();
  const member = { ...membership, requiresTwoFactor: false };
  const role = checkRole(
    withAction(access, "members.read"),
    { workspaceId, member },
    workspaceNotFound,
  );
  return { workspaceId, role };
}

// A user's personal workspace never changes: it is made with the account and goes with it.
const personalWorkspaces = new Map<string, string>();
const PERSONAL_WORKSPACES_KEPT = 10_000;

/**
 * The workspace a dashboard-level call acts on, without checking it: what it names, else the
 * key's, else the personal one (remembered). Lets the check run beside the read it guards.
 */
export async function chosenWorkspaceId(
  db: Database | Transaction,
  access: Access,
  named: string | undefined,
): Promise<string> {
  const chosen = named ?? access.keyWorkspaceId ?? personalWorkspaces.get(access.userId);
  if (chosen) return chosen;
  const personal = await findMembership(db, { workspaceId: undefined, userId: access.userId });
  if (!personal) throw workspaceNotFound();
  if (personalWorkspaces.size >= PERSONAL_WORKSPACES_KEPT) personalWorkspaces.clear();
  personalWorkspaces.set(access.userId, personal.workspaceId);
  return personal.workspaceId;
}
