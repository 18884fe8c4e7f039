// Who may do what in a workspace (issue 27). Every route that touches a workspace's forms,
// responses, webhooks or members names one of these actions, and the server checks it against
// this table through one function; the web app reads the same table to hide what a role cannot do.

export const WORKSPACE_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_ACTIONS = [
  "forms.read",
  "forms.create",
  "forms.edit",
  "forms.publish",
  "forms.delete",
  "responses.read",
  "responses.export",
  "responses.manage",
  "webhooks.manage",
  "members.read",
  "members.manage",
  "workspace.settings",
  "audit.read",
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

const VIEWER: readonly WorkspaceAction[] = [
  "forms.read",
  "responses.read",
  "responses.export",
  "members.read",
];
const EDITOR: readonly WorkspaceAction[] = [
  ...VIEWER,
  "forms.create",
  "forms.edit",
  "forms.publish",
  "forms.delete",
  "responses.manage",
  "webhooks.manage",
];
const ADMIN: readonly WorkspaceAction[] = [
  ...EDITOR,
  "members.manage",
  "workspace.settings",
  "audit.read",
];

/** The role table: each role and the actions it may take. */
export const ROLE_ACTIONS: Readonly<Record<WorkspaceRole, readonly WorkspaceAction[]>> = {
  owner: WORKSPACE_ACTIONS,
  admin: ADMIN,
  editor: EDITOR,
  viewer: VIEWER,
};

export function roleMay(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

/**
 * Only an owner makes or unmakes owners; an admin manages the other roles. The last owner's
 * role is checked apart, against the members left.
 */
export function mayAssignRole(
  actor: WorkspaceRole,
  { from, to }: { from: WorkspaceRole | null; to: WorkspaceRole },
): boolean {
  if (!roleMay(actor, "members.manage")) return false;
  if (actor === "owner") return true;
  return from !== "owner" && to !== "owner";
}
