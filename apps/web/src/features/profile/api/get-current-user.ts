import type { User } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const CURRENT_USER_QUERY_KEY = ["users", "me"] as const;

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<User>("/users/me", { signal });
  return data;
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
