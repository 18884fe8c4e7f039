import type { User } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "./api-client";

export const CURRENT_USER_QUERY_KEY = ["users", "me"] as const;

/**
 * The signed-in account. Given a token, the call is signed with it by hand and a refusal is the
 * caller's to handle, not the app-wide "session expired" sign-out.
 */
export async function getCurrentUser(
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<User> {
  const { signal, token } = options;
  const { data } = await apiClient.get<User>(
    "/users/me",
    token ? { auth: "none", headers: { Authorization: `Bearer ${token}` }, signal } : { signal },
  );
  return data;
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
