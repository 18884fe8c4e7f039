import type { InvitationSignUpBody, UserSession } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

type SignUpWithInvitation = { token: string; body: InvitationSignUpBody };

/** Creates the invitee's account (verified by the link), joins and answers a session. */
export function signUpWithInvitation({ token, body }: SignUpWithInvitation) {
  return apiClient.post<UserSession>(`/invitations/${encodeURIComponent(token)}/sign-up`, body, {
    auth: "none",
  });
}

export function useSignUpWithInvitation() {
  return useMutation({ mutationFn: signUpWithInvitation });
}
