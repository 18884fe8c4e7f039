import type { RecoveryCodes, SecondFactor } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function regenerateRecoveryCodes(body: SecondFactor) {
  return apiClient.post<RecoveryCodes>("/users/two-factor/recovery-codes", body);
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
