import { z } from "zod";
import { CAPTCHA_FIELD, captchaTokenSchema, userSessionSchema } from "./api-auth";
import { createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import { fullNameSchema, newPasswordSchema } from "./auth-schemas";
import { PASSWORD_MAX } from "./constants";
import { idSchema, timestampSchema } from "./entities";
import { createConfirmPasswordSchema, emailSchema, requirePasswordMatch } from "./field-schemas";
import { storableString } from "./storable-text";
import { WORKSPACE_ROLES } from "./workspace-roles";

// Workspaces, their members and invitations (served under /api/workspaces and
// /api/invitations). Every form belongs to one workspace; each user has a personal one.

export const WORKSPACE_NAME_MAX = 80;
export const WORKSPACES_PER_USER_MAX = 50;
export const INVITATION_DAYS = 7;
export const INVITATION_TOKEN_MAX = 200;

export const WORKSPACE_MESSAGES = {
  nameRequired: "Enter a name for the workspace",
  nameTooLong: `The name must be at most ${WORKSPACE_NAME_MAX} characters`,
  roleInvalid: "Choose owner, admin, editor or viewer",
  notFound: "Workspace not found",
  forbidden: "Your role in this workspace does not allow this",
  tooMany: `A user can create at most ${WORKSPACES_PER_USER_MAX} workspaces`,
  memberNotFound: "Member not found",
  lastOwner: "A workspace needs at least one owner: make someone else owner first",
  ownerOnly: "Only an owner can make or change an owner",
  personalMembers:
    "A personal workspace has no other members: create a team workspace to invite colleagues",
  alreadyMember: "This person is already a member of the workspace",
  invitationNotFound: "This invitation does not exist, was revoked or has already been used",
  invitationExpired: "This invitation has expired: ask for a new one",
  invitationOtherEmail:
    "This invitation was sent to another email address: sign in with that address to accept it",
  accountExists: "An account with this email already exists: sign in to accept the invitation",
  moveSameWorkspace: "The form is already in this workspace",
  twoFactorRequired:
    "This workspace requires two-factor authentication: turn it on in your profile to enter it",
  twoFactorFirst:
    "Turn on two-factor authentication for your own account before requiring it of the members",
  personalSettings:
    "A personal workspace has no other members: it cannot require two-factor authentication",
} as const;

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, WORKSPACE_MESSAGES.roleInvalid);

const workspaceNameSchema = storableString()
  .trim()
  .min(1, WORKSPACE_MESSAGES.nameRequired)
  .max(WORKSPACE_NAME_MAX, WORKSPACE_MESSAGES.nameTooLong);

export const workspaceSchema = z.object({
  _id: idSchema,
  name: z.string(),
  isPersonal: z.boolean(),
  /** The caller's role in it. */
  role: workspaceRoleSchema,
  memberCount: z.number().int().min(1),
  /** Its members must have two-factor authentication on to reach anything in it. */
  requiresTwoFactor: z.boolean(),
  createdAt: timestampSchema,
});

export const workspaceParamsSchema = z.object({ workspaceId: idSchema });
export const memberParamsSchema = z.object({ workspaceId: idSchema, userId: idSchema });
export const invitationParamsSchema = z.object({ workspaceId: idSchema, invitationId: idSchema });

export const workspaceBodySchema = z.object({ name: workspaceNameSchema });

export const workspaceSettingsBodySchema = z.object({ requireTwoFactor: z.boolean() });

export const memberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  /** Whether the member has two-factor authentication on. */
  hasTwoFactor: z.boolean(),
  joinedAt: timestampSchema,
});

export const changeMemberBodySchema = z.object({ role: workspaceRoleSchema });

export const invitationSchema = z.object({
  _id: idSchema,
  email: z.string(),
  role: workspaceRoleSchema,
  invitedBy: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});

export const inviteBodySchema = z.object({ email: emailSchema, role: workspaceRoleSchema });

// The link in the invitation mail: /invitations/<token>.
export const invitationTokenParamsSchema = z.object({
  token: storableString()
    .min(1, WORKSPACE_MESSAGES.invitationNotFound)
    .max(INVITATION_TOKEN_MAX, WORKSPACE_MESSAGES.invitationNotFound),
});

/** What the invitation page shows before anyone is signed in. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  invitedBy: z.string(),
  expiresAt: timestampSchema,
  /** Whether the invited address already has an account (sign in) or not (sign up here). */
  hasAccount: z.boolean(),
});

// An invitee without an account signs up through the link: the address is verified by it.
export const invitationSignUpBodySchema = requirePasswordMatch(
  z.object({
    name: fullNameSchema,
    password: newPasswordSchema,
    confirmPassword: createConfirmPasswordSchema(PASSWORD_MAX),
    [CAPTCHA_FIELD]: captchaTokenSchema.optional(),
  }),
);

export const moveFormBodySchema = z.object({ workspaceId: idSchema });

export const listWorkspacesReplySchema = createEnvelopeSchema(z.array(workspaceSchema));
export const workspaceReplySchema = createEnvelopeSchema(workspaceSchema);
export const listMembersReplySchema = createEnvelopeSchema(z.array(memberSchema));
export const memberReplySchema = createEnvelopeSchema(memberSchema);
export const listInvitationsReplySchema = createEnvelopeSchema(z.array(invitationSchema));
export const invitationReplySchema = createEnvelopeSchema(invitationSchema);
export const invitationPreviewReplySchema = createEnvelopeSchema(invitationPreviewSchema);
export const invitationSignUpReplySchema = createEnvelopeSchema(userSessionSchema);
export const workspaceMessageReplySchema = messageEnvelopeSchema;

export type Workspace = z.infer<typeof workspaceSchema>;
export type WorkspaceMember = z.infer<typeof memberSchema>;
export type WorkspaceInvitation = z.infer<typeof invitationSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type InviteBody = z.infer<typeof inviteBodySchema>;
export type WorkspaceSettingsBody = z.infer<typeof workspaceSettingsBodySchema>;
export type InvitationSignUpBody = z.infer<typeof invitationSignUpBodySchema>;
