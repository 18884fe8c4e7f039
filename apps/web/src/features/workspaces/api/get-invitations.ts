import type { WorkspaceInvitation } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { invitationsQueryKey } from "./workspace-query-keys";

export async function getInvitations(workspaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<WorkspaceInvitation[]>(
    `/workspaces/${workspaceId}/invitations`,
    { signal },
  );
  return data;
}

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: invitationsQueryKey(workspaceId),
    queryFn: ({ signal }) => getInvitations(workspaceId, signal),
  });

export function useInvitations(workspaceId: string) {
  return useQuery(invitationsQueryOptions(workspaceId));
}
