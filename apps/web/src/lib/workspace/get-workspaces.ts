import type { Workspace } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** The signed-in user's workspaces; joining, leaving or renaming one invalidates it. */
export const WORKSPACES_QUERY_KEY = ["workspaces"] as const;

export async function getWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  const { data } = await apiClient.get<Workspace[]>("/workspaces", { signal });
  return data;
}

export const workspacesQueryOptions = queryOptions({
  queryKey: WORKSPACES_QUERY_KEY,
  queryFn: ({ signal }) => getWorkspaces(signal),
  staleTime: 60_000,
});

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}
