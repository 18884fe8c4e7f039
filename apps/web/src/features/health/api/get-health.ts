import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export function getHealth(signal?: AbortSignal) {
  return apiClient.get<unknown>("/health", { auth: "none", signal });
}

export const getHealthQueryOptions = () =>
  queryOptions({
    queryKey: ["health"],
    queryFn: ({ signal }) => getHealth(signal),
    // Checked once per page load; the Retry button asks again.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
