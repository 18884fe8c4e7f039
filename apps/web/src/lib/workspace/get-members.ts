import type { WorkspaceMember } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "./get-workspaces";

// Under the workspaces' key: joining, leaving or renaming invalidates the members too.
export const membersQueryKey = (workspaceId: string) =>
  [...WORKSPACES_QUERY_KEY, workspaceId, "members"] as const;

export async function getMembers(workspaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<WorkspaceMember[]>(`/workspaces/${workspaceId}/members`, {
    signal,
  });
  return data;
}

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: membersQueryKey(workspaceId),
    queryFn: ({ signal }) => getMembers(workspaceId, signal),
  });

export function useMembers(workspaceId: string) {
  return useQuery(membersQueryOptions(workspaceId));
}
