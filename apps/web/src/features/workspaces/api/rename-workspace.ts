import type { Workspace } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "@/lib/workspace/get-workspaces";

export async function renameWorkspace(workspaceId: string, name: string): Promise<Workspace> {
  const { data } = await apiClient.patch<Workspace>(`/workspaces/${workspaceId}`, { name });
  return data;
}

export function useRenameWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameWorkspace(workspaceId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}
