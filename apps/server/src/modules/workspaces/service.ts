import {
  type AuditAction,
  mayAssignRole,
  WORKSPACE_MESSAGES,
  WORKSPACES_PER_USER_MAX,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Access, Actor } from "../../lib/workspace-access.js";
import { type AuditEntry, recordAudit, withAudit } from "../audit/record-audit.js";
import { authorizeLeaving, authorizeWorkspace } from "./access.js";
import {
  countOwnedWorkspaces,
  deleteMember,
  findMember,
  insertTeamWorkspace,
  listMembers,
  listUserWorkspaces,
  lockOwners,
  type MemberRow,
  renameWorkspace,
  setMemberRole,
  setRequireTwoFactor,
  type UserWorkspaceRow,
} from "./repo.js";

function toWorkspaceDto(row: UserWorkspaceRow): Workspace {
  return {
    _id: row.id,
    name: row.name,
    isPersonal: row.personalOf !== null,
    role: row.role,
    memberCount: row.memberCount,
    requiresTwoFactor: row.requireTwoFactor,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMemberDto(row: MemberRow): WorkspaceMember {
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}

export async function listWorkspaces(db: Database, userId: string): Promise<Workspace[]> {
  return (await listUserWorkspaces(db, { userId })).map(toWorkspaceDto);
}

/** The workspace as its member sees it. */
export async function getWorkspace(
  db: Database,
  { userId, workspaceId }: { userId: string; workspaceId: string },
): Promise<Workspace> {
  const [row] = await listUserWorkspaces(db, { userId, workspaceId });
  if (!row) throw new AppError("WORKSPACE_NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return toWorkspaceDto(row);
}

export function workspaceEntry(
  workspaceId: string,
  action: AuditAction,
  object: { type: AuditEntry["objectType"]; id: string } | null,
  details?: Record<string, unknown>,
): AuditEntry {
  return {
    workspaceId,
    action,
    objectType: object?.type ?? "workspace",
    objectId: object?.id ?? workspaceId,
    details,
  };
}

export async function createWorkspace(
  db: Database,
  { actor, name }: { actor: Actor; name: string },
): Promise<Workspace> {
  const userId = actor.userId;
  if ((await countOwnedWorkspaces(db, userId)) >= WORKSPACES_PER_USER_MAX) {
    throw new AppError("TOO_MANY_WORKSPACES", WORKSPACE_MESSAGES.tooMany);
  }
  const workspaceId = await withAudit(
    db,
    actor,
    (tx) => insertTeamWorkspace(tx, { name, userId }),
    (id) => workspaceEntry(id, "workspace.created", null, { name }),
  );
  return getWorkspace(db, { userId, workspaceId });
}

export async function changeWorkspaceName(
  db: Database,
  { access, workspaceId, name }: { access: Access; workspaceId: string; name: string },
): Promise<Workspace> {
  await authorizeWorkspace(db, access, workspaceId);
  await withAudit(
    db,
    access.actor,
    (tx) => renameWorkspace(tx, { workspaceId, name }),
    workspaceEntry(workspaceId, "workspace.renamed", null, { name }),
  );
  return getWorkspace(db, { userId: access.userId, workspaceId });
}

/**
 * Whether the members must have two-factor authentication on. Only a team workspace may ask,
 * and only someone who has it on themselves may ask it, so an admin cannot lock themselves out.
 */
export async function changeWorkspaceSettings(
  db: Database,
  {
    access,
    workspaceId,
    requireTwoFactor,
  }: { access: Access; workspaceId: string; requireTwoFactor: boolean },
): Promise<Workspace> {
  await authorizeWorkspace(db, access, workspaceId);
  const current = await getWorkspace(db, { userId: access.userId, workspaceId });
  if (current.isPersonal) {
    throw new AppError("PERSONAL_WORKSPACE", WORKSPACE_MESSAGES.personalSettings);
  }
  if (requireTwoFactor && !access.hasTwoFactor) {
    throw new AppError("TWO_FACTOR_OFF", WORKSPACE_MESSAGES.twoFactorFirst);
  }
  await db.transaction(async (tx) => {
    if (!(await setRequireTwoFactor(tx, { workspaceId, requireTwoFactor }))) return;
    const action = requireTwoFactor
      ? "workspace.two_factor_required"
      : "workspace.two_factor_optional";
    await recordAudit(tx, access.actor, workspaceEntry(workspaceId, action, null));
  });
  return getWorkspace(db, { userId: access.userId, workspaceId });
}

export async function getMembers(
  db: Database,
  { access, workspaceId }: { access: Access; workspaceId: string },
): Promise<WorkspaceMember[]> {
  await authorizeWorkspace(db, access, workspaceId);
  return (await listMembers(db, workspaceId)).map(toMemberDto);
}

type MemberRef = { access: Access; workspaceId: string; userId: string };

const memberNotFound = () => new AppError("MEMBER_NOT_FOUND", WORKSPACE_MESSAGES.memberNotFound);

/**
 * Changes a member's role: admins manage editors and viewers, owners everyone; the last owner
 * stays an owner (the owners are locked while this is decided).
 */
export async function changeMemberRole(
  db: Database,
  { access, workspaceId, userId, role }: MemberRef & { role: WorkspaceRole },
): Promise<WorkspaceMember> {
  const actor = await authorizeWorkspace(db, access, workspaceId);
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, workspaceId);
    const member = await findMember(tx, { workspaceId, userId });
    if (!member) throw memberNotFound();
    if (!mayAssignRole(actor.role, { from: member.role, to: role })) {
      throw new AppError("OWNER_ONLY", WORKSPACE_MESSAGES.ownerOnly);
    }
    if (member.role === "owner" && role !== "owner" && owners.length === 1) {
      throw new AppError("LAST_OWNER", WORKSPACE_MESSAGES.lastOwner);
    }
    await setMemberRole(tx, { workspaceId, userId, role });
    const entry = workspaceEntry(
      workspaceId,
      "member.role_changed",
      { type: "member", id: userId },
      { email: member.email, from: member.role, to: role },
    );
    await recordAudit(tx, access.actor, entry);
  });
  const changed = await findMember(db, { workspaceId, userId });
  if (!changed) throw memberNotFound();
  return toMemberDto(changed);
}

/**
 * Removes a member, who loses access with their next request (their keys too). Anyone may
 * leave; removing someone else takes `members.manage`, and an owner only another owner.
 */
export async function removeMember(db: Database, { access, workspaceId, userId }: MemberRef) {
  const isLeaving = userId === access.userId;
  const actor = isLeaving
    ? await authorizeLeaving(db, access, workspaceId)
    : await authorizeWorkspace(db, access, workspaceId);
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, workspaceId);
    const member = await findMember(tx, { workspaceId, userId });
    if (!member) throw memberNotFound();
    if (member.role === "owner" && owners.length === 1) {
      throw new AppError("LAST_OWNER", WORKSPACE_MESSAGES.lastOwner);
    }
    if (!isLeaving && member.role === "owner" && actor.role !== "owner") {
      throw new AppError("OWNER_ONLY", WORKSPACE_MESSAGES.ownerOnly);
    }
    await deleteMember(tx, { workspaceId, userId });
    const entry = workspaceEntry(
      workspaceId,
      isLeaving ? "member.left" : "member.removed",
      { type: "member", id: userId },
      { email: member.email, role: member.role },
    );
    await recordAudit(tx, access.actor, entry);
  });
}
