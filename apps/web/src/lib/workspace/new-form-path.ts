import { roleMay } from "@formloom/shared/workspace-roles";
import { useCurrentWorkspace, withWorkspace } from "./current-workspace";

/** Where "Create form" leads in the workspace on screen; null when the role may not create. */
export function useNewFormPath(): string | null {
  const { workspaceId, workspace } = useCurrentWorkspace();
  if (workspace && !roleMay(workspace.role, "forms.create")) return null;
  return withWorkspace("/forms/new", workspace?.isPersonal ? undefined : workspaceId);
}
