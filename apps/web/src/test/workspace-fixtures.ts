import type { Workspace } from "@formloom/shared";
import { ok } from "./mock-api";

export const PERSONAL_WORKSPACE: Workspace = {
  _id: "w-personal",
  name: "Personal",
  isPersonal: true,
  role: "owner",
  memberCount: 1,
  createdAt: "2026-01-05T10:00:00.000Z",
};

export const TEAM_WORKSPACE: Workspace = {
  _id: "w-team",
  name: "Research Lab",
  isPersonal: false,
  role: "editor",
  memberCount: 4,
  createdAt: "2026-01-06T10:00:00.000Z",
};

/** GET /api/workspaces answering the personal workspace, then the others given. */
export const workspacesReply = (...others: Workspace[]) => ({
  "GET /api/workspaces": ok([PERSONAL_WORKSPACE, ...others]),
});
