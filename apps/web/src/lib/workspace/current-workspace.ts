import type { Workspace } from "@formloom/shared";
import { useSearchParams } from "react-router";
import { useWorkspaces } from "./get-workspaces";

/** The address names the workspace (`?workspace=<id>`), so a link to a team's dashboard works. */
export const WORKSPACE_PARAM = "workspace";

/**
 * The workspace the dashboard shows: the one the address names, else the personal one. While
 * the list loads, or when the address names a workspace the user is not in, `workspace` is
 * undefined and `workspaceId` is what the address says (the API then answers for it).
 */
export function useCurrentWorkspace(): {
  workspaceId: string | undefined;
  workspace: Workspace | undefined;
  workspaces: Workspace[];
  isLoading: boolean;
} {
  const [params] = useSearchParams();
  const named = params.get(WORKSPACE_PARAM) ?? undefined;
  const { data: workspaces = [], isLoading } = useWorkspaces();
  const workspace = named
    ? workspaces.find((each) => each._id === named)
    : workspaces.find((each) => each.isPersonal);
  return { workspaceId: named ?? workspace?._id, workspace, workspaces, isLoading };
}

// The path of the dashboard itself: "/" sends a signed-in user on to it without the parameter.
const DASHBOARD_PATH = "/dashboard";

/** The dashboard of a workspace: the personal one needs no parameter. */
export function workspaceDashboardPath(workspace: Pick<Workspace, "_id" | "isPersonal">): string {
  return workspace.isPersonal ? DASHBOARD_PATH : withWorkspace(DASHBOARD_PATH, workspace._id);
}

/** A path of the app in a workspace: `?workspace=<id>` when one is named. */
export function withWorkspace(path: string, workspaceId: string | undefined): string {
  if (!workspaceId) return path;
  return `${path}?${new URLSearchParams({ [WORKSPACE_PARAM]: workspaceId })}`;
}
