import type { RegexPattern } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_REGEX_QUERY_KEY } from "./get-regex-patterns";

export async function getRegexPattern(id: string, signal?: AbortSignal): Promise<RegexPattern> {
  const { data } = await apiClient.get<RegexPattern>(`/api/admin/regex/${encodeURIComponent(id)}`, {
    auth: "admin",
    signal,
  });
  return data;
}

export const getRegexPatternQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_REGEX_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => getRegexPattern(id, signal),
    // The edit form and its changed-fields check start from what is stored now.
    staleTime: 0,
  });

export function useRegexPattern(id: string) {
  return useQuery(getRegexPatternQueryOptions(id));
}
