import type { Funnel } from "@formloom/shared/api-funnel";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

type FunnelQuery = { formId: string; version: number; from?: string; to?: string };

/** GET /api/forms/{id}/funnel?version&from&to: the funnel of one version over whole days. */
export async function getFormFunnel(
  { formId, version, from, to }: FunnelQuery,
  signal?: AbortSignal,
): Promise<Funnel> {
  const { data } = await apiClient.get<Funnel>(`/forms/${formId}/funnel`, {
    query: { version, from, to },
    signal,
  });
  return data;
}

export const getFormFunnelQueryOptions = (query: FunnelQuery) =>
  queryOptions({
    queryKey: [...formResponsesKey(query.formId), "funnel", query.version, query.from, query.to],
    queryFn: ({ signal }) => getFormFunnel(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFormFunnel(query: FunnelQuery, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getFormFunnelQueryOptions(query), enabled });
}
