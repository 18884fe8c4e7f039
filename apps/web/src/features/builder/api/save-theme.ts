import type { CreateSavedThemeBody, SavedTheme } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { savedThemesQueryKey } from "./get-saved-themes";

export async function saveTheme(workspaceId: string, body: CreateSavedThemeBody) {
  const { data } = await apiClient.post<SavedTheme>(`/workspaces/${workspaceId}/themes`, body);
  return data;
}

/** Keeps the form's theme under a name, for the workspace's other forms. */
export function useSaveTheme(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedThemeBody) => saveTheme(workspaceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedThemesQueryKey(workspaceId) }),
  });
}
