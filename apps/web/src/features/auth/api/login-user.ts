import type { LoginBody, UserSession } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function loginUser(body: LoginBody) {
  return apiClient.post<UserSession>("/users/login", body, { auth: "none" });
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
