import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ADMIN_REGEX_QUERY_KEY } from "./get-regex-patterns";

export function deleteRegexPattern(id: string) {
  return apiClient.delete<null>(`/api/admin/regex/${encodeURIComponent(id)}`, { auth: "admin" });
}

export function useDeleteRegexPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegexPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_REGEX_QUERY_KEY }),
  });
}
