import type { TwoFactorSetup } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function startTwoFactorSetup() {
  return apiClient.post<TwoFactorSetup>("/users/two-factor/setup");
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
