import type { User } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type UsersQuery = { page: number; limit: number };
export type UsersPage = { users: User[]; totalCount: number };

/** Every admin read of users lives under this key; changes to a user invalidate it. */
export const ADMIN_USERS_QUERY_KEY = ["admin", "users"] as const;
export const ADMIN_USER_LISTS_QUERY_KEY = [...ADMIN_USERS_QUERY_KEY, "list"] as const;

export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  const { data, totalCount } = await apiClient.get<User[], { totalCount: number }>(
    "/api/admin/users",
    { query, auth: "admin", signal },
  );
  return { users: data, totalCount };
}

export const getUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_USER_LISTS_QUERY_KEY, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
