import type { WebhookDelivery } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type DeliveriesQuery = { formId: string; webhookId: string };

/** GET /api/forms/{id}/webhooks/{webhookId}/deliveries: the last 50 attempts, newest first. */
export async function getWebhookDeliveries(
  { formId, webhookId }: DeliveriesQuery,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> {
  const { data } = await apiClient.get<WebhookDelivery[]>(
    `/forms/${formId}/webhooks/${webhookId}/deliveries`,
    { signal },
  );
  return data;
}

export const getWebhookDeliveriesQueryOptions = (query: DeliveriesQuery) =>
  queryOptions({
    queryKey: [...webhooksKey(query.formId), query.webhookId, "deliveries"],
    queryFn: ({ signal }) => getWebhookDeliveries(query, signal),
  });

export function useWebhookDeliveries(query: DeliveriesQuery) {
  return useQuery(getWebhookDeliveriesQueryOptions(query));
}
