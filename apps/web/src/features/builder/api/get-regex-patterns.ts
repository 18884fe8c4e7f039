import { BUILDER_REGEX_PAGE_SIZE, type RegexPattern } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

const REGEX_PATTERNS_QUERY_KEY = ["regex-patterns", "active"] as const;

/** The active patterns a text question may be validated with (the user's token sees only those). */
export async function getRegexPatterns(signal?: AbortSignal): Promise<RegexPattern[]> {
  const { data } = await apiClient.get<RegexPattern[]>("/admin/regex", {
    query: { limit: BUILDER_REGEX_PAGE_SIZE },
    signal,
  });
  return data;
}

export const getRegexPatternsQueryOptions = () =>
  queryOptions({
    queryKey: REGEX_PATTERNS_QUERY_KEY,
    queryFn: ({ signal }) => getRegexPatterns(signal),
    staleTime: 5 * 60_000,
  });

export function useRegexPatterns() {
  return useQuery(getRegexPatternsQueryOptions());
}
