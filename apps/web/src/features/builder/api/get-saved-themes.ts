import type { SavedTheme } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "@/lib/workspace/get-workspaces";

// Under the workspaces' key: leaving a workspace drops its themes too.
export const savedThemesQueryKey = (workspaceId: string) =>
  [...WORKSPACES_QUERY_KEY, workspaceId, "themes"] as const;

export async function getSavedThemes(workspaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<SavedTheme[]>(`/workspaces/${workspaceId}/themes`, {
    signal,
  });
  return data;
}

export const savedThemesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: savedThemesQueryKey(workspaceId),
    queryFn: ({ signal }) => getSavedThemes(workspaceId, signal),
  });

/** The themes the form's workspace keeps, by name. */
export function useSavedThemes(workspaceId: string) {
  return useQuery(savedThemesQueryOptions(workspaceId));
}
