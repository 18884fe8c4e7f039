import type { AdminSession, LoginBody } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function loginAdmin(body: LoginBody) {
  return apiClient.post<AdminSession>("/admin/login", body, { auth: "none" });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
