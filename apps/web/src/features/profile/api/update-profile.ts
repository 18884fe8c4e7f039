import type { UpdateProfileBody, User } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { CURRENT_USER_QUERY_KEY } from "@/lib/get-current-user";

export function updateProfile(body: UpdateProfileBody) {
  return apiClient.put<User>("/users", body);
}

/** Saves the name, and shows it at once in the header and the stored session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateStoredName = useAuthStore((state) => state.updateName);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, data);
      updateStoredName(data.name);
    },
  });
}
