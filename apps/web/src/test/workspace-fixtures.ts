import type { Workspace, WorkspaceRole } from "@formloom/shared";
import { ok } from "./mock-api";

// The workspace the form fixtures belong to (their `workspaceId`), and a team one.
export const PERSONAL_WORKSPACE_ID = "01950000-0000-7000-8000-0000000000aa";
export const TEAM_WORKSPACE_ID = "01950000-0000-7000-8000-0000000000bb";

export const personalWorkspace: Workspace = {
  _id: PERSONAL_WORKSPACE_ID,
  name: "Personal",
  isPersonal: true,
  role: "owner",
  memberCount: 1,
  requiresTwoFactor: false,
  createdAt: "2026-01-05T10:00:00.000Z",
};

export const teamWorkspace = (role: WorkspaceRole, fields: Partial<Workspace> = {}): Workspace => ({
  _id: TEAM_WORKSPACE_ID,
  name: "Research team",
  isPersonal: false,
  role,
  memberCount: 3,
  requiresTwoFactor: false,
  createdAt: "2026-01-06T10:00:00.000Z",
  ...fields,
});

export const PERSONAL_WORKSPACE = personalWorkspace;

export const TEAM_WORKSPACE = teamWorkspace("editor", {
  _id: "w-team",
  name: "Research Lab",
  memberCount: 4,
});

/** GET /api/workspaces answering the personal workspace, then the others given. */
export const workspacesReply = (...others: Workspace[]) => ({
  "GET /api/workspaces": ok([PERSONAL_WORKSPACE, ...others]),
});
