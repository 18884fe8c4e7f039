import type { Workspace } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { WORKSPACES_QUERY_KEY } from "./get-workspaces";

export async function createWorkspace(name: string): Promise<Workspace> {
  const { data } = await apiClient.post<Workspace>("/workspaces", { name });
  return data;
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}
