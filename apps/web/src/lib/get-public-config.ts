import type { PublicConfig } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const { data } = await apiClient.get<PublicConfig>("/config", { auth: "none", signal });
  return data;
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["config"],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // The captcha provider and the public address are fixed for the server's life.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
