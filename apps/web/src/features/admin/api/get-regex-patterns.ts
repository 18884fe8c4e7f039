import type { RegexPattern } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type RegexPatternsQuery = { page: number; limit: number };
export type RegexPatternsPage = { patterns: RegexPattern[]; total: number };

/** Every admin read of regex patterns lives under this key; changes invalidate it. */
export const ADMIN_REGEX_QUERY_KEY = ["admin", "regex"] as const;
export const ADMIN_REGEX_LISTS_QUERY_KEY = [...ADMIN_REGEX_QUERY_KEY, "list"] as const;

export async function getRegexPatterns(
  query: RegexPatternsQuery,
  signal?: AbortSignal,
): Promise<RegexPatternsPage> {
  const { data, total } = await apiClient.get<RegexPattern[], { total: number }>(
    "/api/admin/regex",
    { query, auth: "admin", signal },
  );
  return { patterns: data, total };
}

export const getRegexPatternsQueryOptions = (query: RegexPatternsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_REGEX_LISTS_QUERY_KEY, query],
    queryFn: ({ signal }) => getRegexPatterns(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRegexPatterns(query: RegexPatternsQuery) {
  return useQuery(getRegexPatternsQueryOptions(query));
}
