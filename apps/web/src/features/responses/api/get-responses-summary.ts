import type { ResponsesFilter, ResponsesSummary } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

type SummaryQuery = { formId: string; version?: number; filter?: ResponsesFilter };

/**
 * GET /api/responses/form/{id}?version&filters: the analytics of one version (the latest by
 * default), of the responses the filter keeps.
 */
export async function getResponsesSummary(
  { formId, version, filter }: SummaryQuery,
  signal?: AbortSignal,
): Promise<ResponsesSummary> {
  const { data } = await apiClient.get<ResponsesSummary>(`/responses/form/${formId}`, {
    query: { version, ...filter },
    signal,
  });
  return data;
}

export const getResponsesSummaryQueryOptions = (query: SummaryQuery) =>
  queryOptions({
    queryKey: [
      ...formResponsesKey(query.formId),
      "summary",
      query.version ?? "latest",
      query.filter ?? {},
    ],
    queryFn: ({ signal }) => getResponsesSummary(query, signal),
    placeholderData: keepPreviousData,
  });

export function useResponsesSummary(query: SummaryQuery) {
  return useQuery(getResponsesSummaryQueryOptions(query));
}
