import type { RegexPattern, UpdateRegexBody } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_REGEX_QUERY_KEY } from "./get-regex-patterns";

/** `_id` plus the changed fields only. */
export function updateRegexPattern(body: UpdateRegexBody) {
  return apiClient.put<RegexPattern>("/api/admin/regex", body, { auth: "admin" });
}

export function useUpdateRegexPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegexPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_REGEX_QUERY_KEY }),
  });
}
