import type { User } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_USERS_QUERY_KEY } from "./get-users";

export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<User>(`/api/admin/users/${encodeURIComponent(id)}`, {
    auth: "admin",
    signal,
  });
  return data;
}

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => getUser(id, signal),
    // The edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function useUser(id: string) {
  return useQuery(getUserQueryOptions(id));
}
