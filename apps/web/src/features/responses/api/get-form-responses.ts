import type { FormResponse, ResponsesFilter } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

export type FormResponsesQuery = {
  formId: string;
  version: number;
  page: number;
  limit: number;
  filter?: ResponsesFilter;
};
export type FormResponsesPage = { responses: FormResponse[]; total: number };

/** GET /api/responses/{formId}?version&page&limit&filters: individual responses, newest first. */
export async function getFormResponses(
  { formId, filter, ...paging }: FormResponsesQuery,
  signal?: AbortSignal,
): Promise<FormResponsesPage> {
  const { data, total } = await apiClient.get<FormResponse[], { total: number }>(
    `/responses/${formId}`,
    { query: { ...paging, ...filter }, signal },
  );
  return { responses: data, total };
}

export const getFormResponsesQueryOptions = (query: FormResponsesQuery) =>
  queryOptions({
    queryKey: [...formResponsesKey(query.formId), "list", query],
    queryFn: ({ signal }) => getFormResponses(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFormResponses(query: FormResponsesQuery, { enabled = true } = {}) {
  return useQuery({ ...getFormResponsesQueryOptions(query), enabled });
}
