import type { ResponsesSummary } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

type SummaryQuery = { formId: string; version?: number };

/** GET /api/responses/form/{id}?version: the analytics of one version (the latest by default). */
export async function getResponsesSummary(
  { formId, version }: SummaryQuery,
  signal?: AbortSignal,
): Promise<ResponsesSummary> {
  const { data } = await apiClient.get<ResponsesSummary>(`/responses/form/${formId}`, {
    query: { version },
    signal,
  });
  return data;
}

export const getResponsesSummaryQueryOptions = (query: SummaryQuery) =>
  queryOptions({
    queryKey: [...formResponsesKey(query.formId), "summary", query.version ?? "latest"],
    queryFn: ({ signal }) => getResponsesSummary(query, signal),
    placeholderData: keepPreviousData,
  });

export function useResponsesSummary(query: SummaryQuery) {
  return useQuery(getResponsesSummaryQueryOptions(query));
}
