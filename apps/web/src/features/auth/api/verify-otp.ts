import type { UserSession, VerifyOtpForm } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function verifyOtp(body: VerifyOtpForm) {
  return apiClient.post<UserSession>("/users/verify-otp", body, { auth: "none" });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
