import type { Webhook } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

export const webhooksKey = (formId: string) => [...formResponsesKey(formId), "webhooks"] as const;

/** GET /api/forms/{id}/webhooks: the form's webhooks with their last delivery. */
export async function getWebhooks(formId: string, signal?: AbortSignal): Promise<Webhook[]> {
  const { data } = await apiClient.get<Webhook[]>(`/forms/${formId}/webhooks`, { signal });
  return data;
}

export const getWebhooksQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: webhooksKey(formId),
    queryFn: ({ signal }) => getWebhooks(formId, signal),
  });

export function useWebhooks(formId: string, isEnabled = true) {
  return useQuery({ ...getWebhooksQueryOptions(formId), enabled: isEnabled });
}
