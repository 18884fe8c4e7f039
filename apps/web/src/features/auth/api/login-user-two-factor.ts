import type { TwoFactorLoginBody, UserSession } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function loginUserTwoFactor(body: TwoFactorLoginBody) {
  return apiClient.post<UserSession>("/users/login/two-factor", body, { auth: "none" });
}

export function useLoginUserTwoFactor() {
  return useMutation({ mutationFn: loginUserTwoFactor });
}
