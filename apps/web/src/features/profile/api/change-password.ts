import type { ChangePasswordBody, UserSession } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";

export function changePassword(body: ChangePasswordBody) {
  return apiClient.put<UserSession>("/users/change-password", body);
}

/**
 * A password change ends every session, this one included, and answers with a new one:
 * storing it keeps this browser signed in.
 */
export function useChangePassword() {
  const storeSession = useAuthStore((state) => state.login);
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ data }) => storeSession(data),
  });
}
