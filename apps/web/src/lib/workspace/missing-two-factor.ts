import type { Workspace } from "@formloom/shared";
import { useCurrentUser } from "@/lib/get-current-user";

/**
 * The workspace requires two-factor authentication and the signed-in user has not set it up;
 * undefined while the user's own state is still loading.
 */
export function isMissingTwoFactor(
  workspace: Pick<Workspace, "requiresTwoFactor"> | undefined,
  user: { twoFactorEnabled: boolean } | undefined,
): boolean | undefined {
  if (workspace?.requiresTwoFactor !== true) return false;
  return user === undefined ? undefined : !user.twoFactorEnabled;
}

export function useMissingTwoFactor(workspace: Pick<Workspace, "requiresTwoFactor"> | undefined) {
  const me = useCurrentUser();
  return isMissingTwoFactor(workspace, me.data);
}
