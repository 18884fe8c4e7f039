import type { ReceivedResponse } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { RESPONSES_QUERY_KEY } from "./responses-query-keys";

type HubQuery = { page: number; limit: number };

/** GET /api/responses/received: the latest responses across the user's forms (DESIGN §5). */
export async function getReceivedResponses(query: HubQuery, signal?: AbortSignal) {
  const { data, total } = await apiClient.get<ReceivedResponse[], { total: number }>(
    "/responses/received",
    { query, signal },
  );
  return { responses: data, total };
}

export const getReceivedResponsesQueryOptions = (query: HubQuery) =>
  queryOptions({
    queryKey: [...RESPONSES_QUERY_KEY, "received", query],
    queryFn: ({ signal }) => getReceivedResponses(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReceivedResponses(query: HubQuery, { enabled = true } = {}) {
  return useQuery({ ...getReceivedResponsesQueryOptions(query), enabled });
}
