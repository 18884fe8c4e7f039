import type { AdminSession, TwoFactorLoginBody } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function loginAdminTwoFactor(body: TwoFactorLoginBody) {
  return apiClient.post<AdminSession>("/admin/login/two-factor", body, { auth: "none" });
}

export function useLoginAdminTwoFactor() {
  return useMutation({ mutationFn: loginAdminTwoFactor });
}
