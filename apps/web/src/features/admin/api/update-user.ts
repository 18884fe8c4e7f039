import type { User } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_USERS_QUERY_KEY } from "./get-users";

type UpdateUserInput = { _id: string; name: string };

/** The admin may rename a user; the email is read-only. */
export function updateUser(body: UpdateUserInput) {
  return apiClient.put<User>("/api/admin/users", body, { auth: "admin" });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
