import type { WorkspaceRole } from "@formloom/shared";
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { WorkspaceInvitationRow, WorkspaceRow } from "../../db/rows.js";
import { users, workspaceInvitations, workspaceMembers, workspaces } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

type Executor = Database | Transaction;

/** A member's role, and whether the workspace asks its members for two-factor authentication. */
export type MemberStanding = { role: WorkspaceRole; requiresTwoFactor: boolean };
export type Membership = MemberStanding & { workspaceId: string };

const membershipColumns = {
  workspaceId: workspaceMembers.workspaceId,
  role: workspaceMembers.role,
  requiresTwoFactor: workspaces.requireTwoFactor,
};

/** The workspace named, or the user's personal one when none is: with the user's standing in it. */
export async function findMembership(
  db: Executor,
  { workspaceId, userId }: { workspaceId: string | undefined; userId: string },
): Promise<Membership | null> {
  const [row] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        workspaceId === undefined
          ? eq(workspaces.personalOf, userId)
          : eq(workspaces.id, workspaceId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Run in a transaction: the workspace and its first owner. */
export async function insertTeamWorkspace(
  tx: Transaction,
  { name, userId }: { name: string; userId: string },
): Promise<string> {
  const workspaceId = newId();
  await tx.insert(workspaces).values({ id: workspaceId, name });
  await tx.insert(workspaceMembers).values({ workspaceId, userId, role: "owner" });
  return workspaceId;
}

/** Workspaces the user owns, the personal one included. */
export async function countOwnedWorkspaces(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner")));
  return row?.total ?? 0;
}

export type UserWorkspaceRow = WorkspaceRow & { role: WorkspaceRole; memberCount: number };

const memberCount = sql<number>`(
  select count(*) from ${workspaceMembers} as others
  where others.workspace_id = ${workspaces.id}
)`.mapWith(Number);

/** The user's workspaces: the personal one first, then by name. */
export async function listUserWorkspaces(
  db: Database,
  { userId, workspaceId }: { userId: string; workspaceId?: string },
): Promise<UserWorkspaceRow[]> {
  const rows = await db
    .select({ workspace: workspaces, role: workspaceMembers.role, memberCount })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        workspaceId === undefined ? undefined : eq(workspaces.id, workspaceId),
      ),
    )
    .orderBy(sql`${workspaces.personalOf} is null`, asc(workspaces.name), asc(workspaces.id));
  return rows.map(({ workspace, role, memberCount }) => ({ ...workspace, role, memberCount }));
}

/** True when the setting changed (false when it already was as asked). */
export async function setRequireTwoFactor(
  db: Executor,
  { workspaceId, requireTwoFactor }: { workspaceId: string; requireTwoFactor: boolean },
): Promise<boolean> {
  const changed = await db
    .update(workspaces)
    .set({ requireTwoFactor, updatedAt: new Date() })
    .where(and(eq(workspaces.id, workspaceId), ne(workspaces.requireTwoFactor, requireTwoFactor)))
    .returning({ id: workspaces.id });
  return changed.length > 0;
}

export async function renameWorkspace(
  db: Database,
  { workspaceId, name }: { workspaceId: string; name: string },
): Promise<void> {
  await db
    .update(workspaces)
    .set({ name, updatedAt: new Date() })
    .where(eq(workspaces.id, workspaceId));
}

export async function findWorkspace(db: Executor, workspaceId: string) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row ?? null;
}

export type MemberRow = {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  hasTwoFactor: boolean;
  joinedAt: Date;
};

const memberColumns = {
  userId: workspaceMembers.userId,
  name: users.name,
  email: users.email,
  role: workspaceMembers.role,
  hasTwoFactor: sql<boolean>`${users.twoFactorEnabledAt} is not null`,
  joinedAt: workspaceMembers.createdAt,
};

export async function listMembers(db: Database, workspaceId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.email));
}

export async function findMember(
  db: Executor,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type MemberAmong = {
  userId: string;
  email: string;
  role: WorkspaceRole;
  /** Whether the account may sign in now: active, with two-factor if the workspace requires it. */
  canSignIn: boolean;
};

/** Those of the users who are members of the workspace, with their address and role. */
export async function findMembersAmong(
  db: Executor,
  { workspaceId, userIds }: { workspaceId: string; userIds: readonly string[] },
): Promise<MemberAmong[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: workspaceMembers.userId,
      email: users.email,
      role: workspaceMembers.role,
      canSignIn: sql<boolean>`${users.active} and (not ${workspaces.requireTwoFactor} or ${users.twoFactorEnabledAt} is not null)`,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.userId, [...userIds]),
      ),
    );
}

/** Locks the workspace's owners, so two changes cannot each leave the other the last owner. */
export async function lockOwners(tx: Transaction, workspaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
    .for("update");
  return rows.map((row) => row.userId);
}

export async function setMemberRole(
  db: Executor,
  { workspaceId, userId, role }: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMember(
  db: Executor,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<void> {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Adds the member, or leaves an existing member's role as it is. */
export async function insertMember(
  db: Executor,
  values: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<void> {
  await db.insert(workspaceMembers).values(values).onConflictDoNothing();
}

export type InvitationListRow = WorkspaceInvitationRow & { invitedByName: string };

export async function listPendingInvitations(
  db: Database,
  workspaceId: string,
): Promise<InvitationListRow[]> {
  const rows = await db
    .select({ invitation: workspaceInvitations, invitedByName: users.name })
    .from(workspaceInvitations)
    .innerJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
  return rows.map(({ invitation, invitedByName }) => ({ ...invitation, invitedByName }));
}

/** Inviting an address again replaces its pending invitation (and its link). */
export async function upsertInvitation(
  db: Database,
  values: Omit<WorkspaceInvitationRow, "id" | "createdAt">,
): Promise<WorkspaceInvitationRow> {
  const [row] = await db
    .insert(workspaceInvitations)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({
      target: [workspaceInvitations.workspaceId, workspaceInvitations.email],
      set: {
        role: values.role,
        invitedBy: values.invitedBy,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: new Date(),
      },
    })
    .returning();
  return row as WorkspaceInvitationRow;
}

export async function deleteInvitation(
  db: Database,
  { workspaceId, invitationId }: { workspaceId: string; invitationId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        eq(workspaceInvitations.workspaceId, workspaceId),
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return deleted.length > 0;
}

export type InvitationWithNames = WorkspaceInvitationRow & {
  workspaceName: string;
  invitedByName: string;
};

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationWithNames | null> {
  const [row] = await db
    .select({
      invitation: workspaceInvitations,
      workspaceName: workspaces.name,
      invitedByName: users.name,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .innerJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, tokenHash))
    .limit(1);
  return row
    ? { ...row.invitation, workspaceName: row.workspaceName, invitedByName: row.invitedByName }
    : null;
}

/** Uses the invitation up: true only for the one caller that deleted it. */
export async function consumeInvitation(db: Executor, invitationId: string): Promise<boolean> {
  const deleted = await db
    .delete(workspaceInvitations)
    .where(eq(workspaceInvitations.id, invitationId))
    .returning({ id: workspaceInvitations.id });
  return deleted.length > 0;
}
