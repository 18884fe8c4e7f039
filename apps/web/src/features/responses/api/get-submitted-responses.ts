import type { SubmittedResponse } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { RESPONSES_QUERY_KEY } from "./responses-query-keys";

type HubQuery = { page: number; limit: number };

/** GET /api/responses/submitted: the forms the user answered while signed in (DESIGN §5). */
export async function getSubmittedResponses(query: HubQuery, signal?: AbortSignal) {
  const { data, total } = await apiClient.get<SubmittedResponse[], { total: number }>(
    "/responses/submitted",
    { query, signal },
  );
  return { responses: data, total };
}

export const getSubmittedResponsesQueryOptions = (query: HubQuery) =>
  queryOptions({
    queryKey: [...RESPONSES_QUERY_KEY, "submitted", query],
    queryFn: ({ signal }) => getSubmittedResponses(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSubmittedResponses(query: HubQuery, { enabled = true } = {}) {
  return useQuery({ ...getSubmittedResponsesQueryOptions(query), enabled });
}
