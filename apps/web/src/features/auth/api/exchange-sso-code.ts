import type { SsoSessionBody, UserSession } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function exchangeSsoCode(body: SsoSessionBody) {
  return apiClient.post<UserSession>("/auth/oidc/session", body, { auth: "none" });
}

export function useExchangeSsoCode() {
  return useMutation({ mutationFn: exchangeSsoCode });
}
