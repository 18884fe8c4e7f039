import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY } from "./get-form";

export async function getBlockedSubmissions(formId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<{ count: number }>(`/forms/${formId}/blocked-submissions`, {
    signal,
  });
  return data.count;
}

export const getBlockedSubmissionsQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: [...FORMS_QUERY_KEY, "blocked-submissions", formId] as const,
    queryFn: ({ signal }) => getBlockedSubmissions(formId, signal),
  });

/** How many submissions the form's spam protection has refused so far. */
export function useBlockedSubmissions(formId: string | undefined) {
  return useQuery({
    ...getBlockedSubmissionsQueryOptions(formId ?? ""),
    enabled: formId !== undefined,
  });
}
