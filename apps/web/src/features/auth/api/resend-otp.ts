import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function resendOtp(body: { email: string }) {
  return apiClient.post<null>("/users/resend-otp", body, { auth: "none" });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
