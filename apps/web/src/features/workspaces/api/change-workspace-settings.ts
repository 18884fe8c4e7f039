import type { Workspace, WorkspaceSettingsBody } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "@/lib/workspace/get-workspaces";

export async function changeWorkspaceSettings(
  workspaceId: string,
  body: WorkspaceSettingsBody,
): Promise<Workspace> {
  const { data } = await apiClient.patch<Workspace>(`/workspaces/${workspaceId}/settings`, body);
  return data;
}

export function useChangeWorkspaceSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceSettingsBody) => changeWorkspaceSettings(workspaceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}
