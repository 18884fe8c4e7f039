import type { ReceivedResponse, SubmittedResponse } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { HubTab } from "../hooks/use-hub-params";
import { RESPONSES_QUERY_KEY } from "./responses-query-keys";

/** A row of either hub tab: the received tab's rows also name the respondent. */
export type HubResponse = SubmittedResponse &
  Partial<Pick<ReceivedResponse, "respondentName" | "respondentEmail">>;

/** `workspace`: the received tab's workspace (undefined: the personal one). */
export type HubQuery = { tab: HubTab; page: number; limit: number; workspace?: string };

/**
 * GET /api/responses/received (the latest responses across the forms of a workspace) or
 * GET /api/responses/submitted (the forms the user answered while signed in), DESIGN §5.
 */
export async function getHubResponses({ tab, workspace, ...page }: HubQuery, signal?: AbortSignal) {
  const query = tab === "received" ? { ...page, workspace } : page;
  const { data, total } = await apiClient.get<HubResponse[], { total: number }>(
    `/responses/${tab}`,
    { query, signal },
  );
  return { responses: data, total };
}

export const getHubResponsesQueryOptions = ({ tab, ...page }: HubQuery) =>
  queryOptions({
    queryKey: [...RESPONSES_QUERY_KEY, tab, page],
    queryFn: ({ signal }) => getHubResponses({ tab, ...page }, signal),
    placeholderData: keepPreviousData,
  });

export function useHubResponses(query: HubQuery) {
  return useQuery(getHubResponsesQueryOptions(query));
}
