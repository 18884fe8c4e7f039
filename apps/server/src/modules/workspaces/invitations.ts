import {
  INVITATION_DAYS,
  type InvitationPreview,
  mayAssignRole,
  type UserSession,
  WORKSPACE_MESSAGES,
  type Workspace,
  type WorkspaceInvitation,
  type WorkspaceRole,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { MailDeliveryError } from "../../lib/mailer.js";
import { generateResetToken, hashResetToken } from "../../lib/one-time-secrets.js";
import { hashPassword } from "../../lib/password-hash.js";
import type { Access } from "../../lib/workspace-access.js";
import { recordAudit, withAudit } from "../audit/record-audit.js";
import type { AccountDeps } from "../auth/deps.js";
import { requireCaptcha } from "../auth/require-captcha.js";
import { issueUserSession } from "../users/issue-session.js";
import { findUserByEmail, findUserById, insertUser, updateUser } from "../users/repo.js";
import { authorizeWorkspace } from "./access.js";
import { invitationMail } from "./emails.js";
import {
  consumeInvitation,
  deleteInvitation,
  findInvitationByTokenHash,
  findMember,
  findWorkspace,
  type InvitationListRow,
  type InvitationWithNames,
  insertMember,
  listPendingInvitations,
  upsertInvitation,
} from "./repo.js";
import { getWorkspace, workspaceEntry } from "./service.js";

const DAY_MS = 24 * 60 * 60_000;

function toInvitationDto(row: InvitationListRow): WorkspaceInvitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

type InviteInput = { access: Access; workspaceId: string; email: string; role: WorkspaceRole };

/**
 * Mails a single-use link, valid 7 days, to join with the role (an owner's only from an owner).
 * Inviting an address again replaces its pending invitation and its link.
 */
export async function inviteMember(
  deps: AccountDeps,
  { access, workspaceId, email, role }: InviteInput,
): Promise<WorkspaceInvitation> {
  const { db } = deps;
  const actor = await authorizeWorkspace(db, access, workspaceId);
  const workspace = await findWorkspace(db, workspaceId);
  if (!workspace || workspace.personalOf !== null) {
    throw new AppError("PERSONAL_WORKSPACE", WORKSPACE_MESSAGES.personalMembers);
  }
  if (!mayAssignRole(actor.role, { from: null, to: role })) {
    throw new AppError("OWNER_ONLY", WORKSPACE_MESSAGES.ownerOnly);
  }
  const invitee = await findUserByEmail(db, email);
  if (invitee && (await findMember(db, { workspaceId, userId: invitee.id }))) {
    throw new AppError("ALREADY_MEMBER", WORKSPACE_MESSAGES.alreadyMember);
  }
  const inviterName = (await findUserById(db, access.userId))?.name ?? "";
  const token = generateResetToken();
  // Mailed first: a mail that cannot be sent leaves no invitation, and no entry, behind.
  const link = `${deps.publicUrl}/invitations/${token}`;
  try {
    await deps.mailer.send(
      invitationMail(email, { inviter: inviterName, workspaceName: workspace.name, role, link }),
    );
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw new AppError(
      "MAIL_UNAVAILABLE",
      "We could not send the invitation email. Please try again in a few minutes.",
    );
  }
  const row = await withAudit(
    db,
    access.actor,
    (tx) =>
      upsertInvitation(tx, {
        workspaceId,
        email,
        role,
        invitedBy: access.userId,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
      }),
    (made) =>
      workspaceEntry(
        workspaceId,
        "member.invited",
        { type: "invitation", id: made.id },
        { email, role },
      ),
  );
  return toInvitationDto({ ...row, invitedByName: inviterName });
}

export async function listInvitations(
  db: Database,
  { access, workspaceId }: { access: Access; workspaceId: string },
): Promise<WorkspaceInvitation[]> {
  await authorizeWorkspace(db, access, workspaceId);
  return (await listPendingInvitations(db, workspaceId)).map(toInvitationDto);
}

/** The link stops working at once. */
export async function revokeInvitation(
  db: Database,
  {
    access,
    workspaceId,
    invitationId,
  }: { access: Access; workspaceId: string; invitationId: string },
): Promise<void> {
  await authorizeWorkspace(db, access, workspaceId);
  const revoked = await db.transaction(async (tx) => {
    if (!(await deleteInvitation(tx, { workspaceId, invitationId }))) return false;
    const entry = workspaceEntry(workspaceId, "invitation.revoked", {
      type: "invitation",
      id: invitationId,
    });
    await recordAudit(tx, access.actor, entry);
    return true;
  });
  if (!revoked) {
    throw new AppError("INVITATION_NOT_FOUND", WORKSPACE_MESSAGES.invitationNotFound);
  }
}

/** The pending invitation of the link: unknown, used, revoked and expired ones are refused. */
async function findPendingInvitation(db: Database, token: string): Promise<InvitationWithNames> {
  const invitation = await findInvitationByTokenHash(db, hashResetToken(token));
  if (!invitation) {
    throw new AppError("INVITATION_NOT_FOUND", WORKSPACE_MESSAGES.invitationNotFound);
  }
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new AppError("INVITATION_EXPIRED", WORKSPACE_MESSAGES.invitationExpired);
  }
  return invitation;
}

export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const invitation = await findPendingInvitation(db, token);
  const account = await findUserByEmail(db, invitation.email);
  return {
    workspaceName: invitation.workspaceName,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedByName,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: account?.isVerified === true,
  };
}

/** Uses the invitation up and makes the user a member, in one transaction. */
async function join(db: Database, invitation: InvitationWithNames, user: UserRow): Promise<void> {
  const { workspaceId, role } = invitation;
  await db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, invitation.id))) {
      throw new AppError("INVITATION_NOT_FOUND", WORKSPACE_MESSAGES.invitationNotFound);
    }
    await insertMember(tx, { workspaceId, userId: user.id, role });
    const actor = { userId: user.id, email: user.email, apiKeyId: null, ip: null };
    const entry = workspaceEntry(
      workspaceId,
      "member.joined",
      { type: "member", id: user.id },
      { role },
    );
    await recordAudit(tx, actor, entry);
  });
}

/** The signed-in invitee joins; only the address the invitation was sent to may. */
export async function acceptInvitation(
  db: Database,
  { token, user }: { token: string; user: UserRow },
): Promise<Workspace> {
  const invitation = await findPendingInvitation(db, token);
  if (invitation.email !== user.email) {
    throw new AppError("INVITATION_OTHER_EMAIL", WORKSPACE_MESSAGES.invitationOtherEmail);
  }
  await join(db, invitation, user);
  return getWorkspace(db, { userId: user.id, workspaceId: invitation.workspaceId });
}

type InvitationSignUp = {
  token: string;
  name: string;
  password: string;
  captchaToken: string | undefined;
  ip: string;
};

/**
 * An invitee without an account signs up through the link and is signed in: receiving the
 * invitation proves the address. An unverified account of the address (someone's unfinished
 * sign-up) is taken over as a reset link would: new password, every old session ended.
 */
export async function signUpByInvitation(
  deps: AccountDeps,
  { token, name, password, captchaToken, ip }: InvitationSignUp,
): Promise<UserSession> {
  await requireCaptcha(deps.captcha, { token: captchaToken, ip });
  const invitation = await findPendingInvitation(deps.db, token);
  const existing = await findUserByEmail(deps.db, invitation.email);
  if (existing?.isVerified) throw new AppError("EMAIL_TAKEN", WORKSPACE_MESSAGES.accountExists);
  const passwordHash = await hashPassword(password);
  const user = existing
    ? await updateUser(
        deps.db,
        existing.id,
        { name, passwordHash, isVerified: true, registeredMoreThanOnce: false },
        { revokeSessions: true },
      )
    : await insertUser(deps.db, { name, email: invitation.email, passwordHash, isVerified: true });
  if (!user) throw new AppError("INVITATION_NOT_FOUND", WORKSPACE_MESSAGES.invitationNotFound);
  await join(deps.db, invitation, user);
  return issueUserSession(deps, user);
}
