import type { Workspace } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "@/lib/workspace/get-workspaces";

/** Joins the workspace as the signed-in user (whose address must be the invited one). */
export async function acceptInvitation(token: string): Promise<Workspace> {
  const { data } = await apiClient.post<Workspace>(
    `/invitations/${encodeURIComponent(token)}/accept`,
  );
  return data;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}
