import { roleMay } from "@formloom/shared/workspace-roles";
import { useCurrentWorkspace, withWorkspace } from "./current-workspace";
import { useMissingTwoFactor } from "./missing-two-factor";

/**
 * Where "Create form" leads in the workspace on screen; null when the role may not create, or
 * the workspace requires two-factor authentication the user has not set up.
 */
export function useNewFormPath(): string | null {
  const { workspaceId, workspace } = useCurrentWorkspace();
  const isTwoFactorMissing = useMissingTwoFactor(workspace);
  if (workspace && !roleMay(workspace.role, "forms.create")) return null;
  if (isTwoFactorMissing) return null;
  return withWorkspace("/forms/new", workspace?.isPersonal ? undefined : workspaceId);
}
