import type { ResetPasswordBody } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function resetPassword(body: ResetPasswordBody) {
  return apiClient.post<null>("/users/password-reset", body, { auth: "none" });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
