import type { InviteBody, WorkspaceInvitation } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { invitationsQueryKey } from "./workspace-query-keys";

/** Mails the invitation; inviting the same address again replaces the pending one. */
export async function inviteMember(workspaceId: string, body: InviteBody) {
  const { data } = await apiClient.post<WorkspaceInvitation>(
    `/workspaces/${workspaceId}/invitations`,
    body,
  );
  return data;
}

export function useInviteMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => inviteMember(workspaceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(workspaceId) }),
  });
}
