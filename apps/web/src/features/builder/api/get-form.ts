import type { Form } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const FORMS_QUERY_KEY = ["forms"] as const;

export const getFormQueryKey = (formId: string) => [...FORMS_QUERY_KEY, "detail", formId] as const;

export async function getForm(formId: string, signal?: AbortSignal): Promise<Form> {
  const { data } = await apiClient.get<Form>(`/forms/${formId}`, { signal });
  return data;
}

export const getFormQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: getFormQueryKey(formId),
    queryFn: ({ signal }) => getForm(formId, signal),
    // The builder edits a copy: a refetch in the background must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useForm(formId: string) {
  return useQuery(getFormQueryOptions(formId));
}
