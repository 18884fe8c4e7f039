import type { PublicForm } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const getPublicFormQueryKey = (formId: string) => ["public-form", formId] as const;

/** The bearer token goes along when stored, so an owner can open their own private form. */
export async function getPublicForm(formId: string, signal?: AbortSignal): Promise<PublicForm> {
  const { data } = await apiClient.get<PublicForm>(`/forms/${formId}/view`, { signal });
  return data;
}

export const getPublicFormQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: getPublicFormQueryKey(formId),
    queryFn: ({ signal }) => getPublicForm(formId, signal),
    // A respondent fills in what they first saw: no refetch under their hands.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function usePublicForm(formId: string) {
  return useQuery(getPublicFormQueryOptions(formId));
}
