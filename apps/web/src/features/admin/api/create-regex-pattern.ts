import { type RegexForm, type RegexPattern, toCreateRegexBody } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_REGEX_QUERY_KEY } from "./get-regex-patterns";

/** Sends the spec's create body: the pattern without slashes, any Max Length already inside it. */
export function createRegexPattern(form: RegexForm) {
  return apiClient.post<RegexPattern>("/api/admin/regex", toCreateRegexBody(form), {
    auth: "admin",
  });
}

export function useCreateRegexPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegexPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_REGEX_QUERY_KEY }),
  });
}
