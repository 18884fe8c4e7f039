import type { InvitationPreview } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** What an invitation link invites to; answered to anyone holding the link. */
export async function getInvitation(token: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<InvitationPreview>(
    `/invitations/${encodeURIComponent(token)}`,
    { auth: "none", signal },
  );
  return data;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invitations", token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
