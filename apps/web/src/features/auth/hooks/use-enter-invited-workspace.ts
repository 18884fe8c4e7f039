import type { UserSession } from "@formloom/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAuthStore } from "@/lib/auth-store";
import { workspaceDashboardPath } from "@/lib/workspace/current-workspace";
import { workspacesQueryOptions } from "@/lib/workspace/get-workspaces";

/**
 * Stores the session of an account made through an invitation, as a sign-in does, and opens the
 * team's dashboard: a new account's only workspace besides its personal one.
 */
export function useEnterInvitedWorkspace() {
  const signIn = useAuthStore((state) => state.login);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (session: UserSession) => {
    signIn(session);
    const workspaces = await queryClient
      .fetchQuery({ ...workspacesQueryOptions, staleTime: 0 })
      .catch(() => []);
    const team = workspaces.find((workspace) => !workspace.isPersonal);
    navigate(team ? workspaceDashboardPath(team) : "/dashboard", { replace: true });
  };
}
