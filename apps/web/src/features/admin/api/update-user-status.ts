import type { User } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_USER_LISTS_QUERY_KEY, ADMIN_USERS_QUERY_KEY, type UsersPage } from "./get-users";

type UpdateUserStatusInput = { _id: string; active: boolean };

/** Deactivating a user ends their sessions at once (the server revokes their tokens). */
export function updateUserStatus(body: UpdateUserStatusInput) {
  return apiClient.put<User>("/api/admin/users", body, { auth: "admin" });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: ADMIN_USER_LISTS_QUERY_KEY }, (page) =>
        page
          ? { ...page, users: page.users.map((user) => (user._id === data._id ? data : user)) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
