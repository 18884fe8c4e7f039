import type { RecoveryCodes } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/get-current-user";

export function confirmTwoFactor(body: { code: string }) {
  return apiClient.post<RecoveryCodes>("/users/two-factor/confirm", body);
}

/** Turns two-factor on: the profile shows its new state, the recovery codes are the caller's. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: ({ data }) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, data.user),
  });
}
