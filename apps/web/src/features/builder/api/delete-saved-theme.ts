import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { savedThemesQueryKey } from "./get-saved-themes";

export function deleteSavedTheme(workspaceId: string, themeId: string) {
  return apiClient.delete<null>(`/workspaces/${workspaceId}/themes/${themeId}`);
}

/** Forms that applied the theme keep their copy: only the workspace's list changes. */
export function useDeleteSavedTheme(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: string) => deleteSavedTheme(workspaceId, themeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedThemesQueryKey(workspaceId) }),
  });
}
