import type { DeactivateAccountBody } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function deactivateAccount(body: DeactivateAccountBody) {
  return apiClient.post<null>("/users/deactivate", body);
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
