import type { SavedTheme } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { savedThemesQueryKey } from "./get-saved-themes";

type RenameInput = { themeId: string; name: string };

export async function renameSavedTheme(workspaceId: string, { themeId, name }: RenameInput) {
  const { data } = await apiClient.patch<SavedTheme>(
    `/workspaces/${workspaceId}/themes/${themeId}`,
    { name },
  );
  return data;
}

export function useRenameSavedTheme(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameInput) => renameSavedTheme(workspaceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedThemesQueryKey(workspaceId) }),
  });
}
