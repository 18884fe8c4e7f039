import type { ApiKey } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const API_KEYS_QUERY_KEY = ["users", "api-keys"] as const;

/** GET /api/users/api-keys: the user's keys with their last use, never the keys themselves. */
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const { data } = await apiClient.get<ApiKey[]>("/users/api-keys", { signal });
  return data;
}

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => getApiKeys(signal) });

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
