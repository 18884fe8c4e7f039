import type { FormSummary } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** `workspace` undefined: the personal one. */
export type FormsQuery = { search: string; page: number; limit: number; workspace?: string };
export type FormsPage = { forms: FormSummary[]; total: number };

/** Every list of forms lives under this key; changes to a form invalidate it. */
export const FORMS_QUERY_KEY = ["forms"] as const;
export const FORM_LISTS_QUERY_KEY = [...FORMS_QUERY_KEY, "list"] as const;

export async function getForms(query: FormsQuery, signal?: AbortSignal): Promise<FormsPage> {
  const { data, total } = await apiClient.get<FormSummary[], { total: number }>("/forms", {
    query: {
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
      workspace: query.workspace,
    },
    signal,
  });
  return { forms: data, total };
}

export const getFormsQueryOptions = (query: FormsQuery) =>
  queryOptions({
    queryKey: [...FORM_LISTS_QUERY_KEY, query],
    queryFn: ({ signal }) => getForms(query, signal),
    placeholderData: keepPreviousData,
  });

export function useForms(query: FormsQuery) {
  return useQuery(getFormsQueryOptions(query));
}
