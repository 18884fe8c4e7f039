import type { WorkspaceMember, WorkspaceRole } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "@/lib/workspace/get-workspaces";

type RoleChange = { userId: string; role: WorkspaceRole };

export async function changeMemberRole(workspaceId: string, { userId, role }: RoleChange) {
  const { data } = await apiClient.patch<WorkspaceMember>(
    `/workspaces/${workspaceId}/members/${userId}`,
    { role },
  );
  return data;
}

/** Changing one's own role changes what the workspaces list says too. */
export function useChangeMemberRole(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChange) => changeMemberRole(workspaceId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}
