import type { RegisterBody } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function registerUser(body: RegisterBody) {
  return apiClient.post<{ email: string }>("/users/register", body, { auth: "none" });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
