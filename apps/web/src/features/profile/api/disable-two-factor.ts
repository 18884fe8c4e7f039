import type { DisableTwoFactorBody, User } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/get-current-user";

export function disableTwoFactor(body: DisableTwoFactorBody) {
  return apiClient.post<User>("/users/two-factor/disable", body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: ({ data }) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, data),
  });
}
