import type { RegexPattern } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import {
  ADMIN_REGEX_LISTS_QUERY_KEY,
  ADMIN_REGEX_QUERY_KEY,
  type RegexPatternsPage,
} from "./get-regex-patterns";

type UpdateRegexStatusInput = { _id: string; active: boolean };

export function updateRegexStatus(body: UpdateRegexStatusInput) {
  return apiClient.put<RegexPattern>("/api/admin/regex", body, { auth: "admin" });
}

export function useUpdateRegexStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegexStatus,
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<RegexPatternsPage>(
        { queryKey: ADMIN_REGEX_LISTS_QUERY_KEY },
        (page) =>
          page
            ? {
                ...page,
                patterns: page.patterns.map((pattern) =>
                  pattern._id === data._id ? data : pattern,
                ),
              }
            : page,
      );
      return queryClient.invalidateQueries({ queryKey: ADMIN_REGEX_QUERY_KEY });
    },
  });
}
