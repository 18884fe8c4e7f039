import type { ForgotPasswordForm } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** POST /users/forget-password: mails a reset link (the spec's path spelling). */
export function requestPasswordReset(body: ForgotPasswordForm) {
  return apiClient.post<null>("/users/forget-password", body, { auth: "none" });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
