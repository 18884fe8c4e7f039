import type { WebhookDelivery } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type SendTestInput = { formId: string; webhookId: string };

/** POST /api/forms/{id}/webhooks/{webhookId}/test: one signed ping now, and how it went. */
export async function sendTestWebhook({ formId, webhookId }: SendTestInput) {
  const { data } = await apiClient.post<WebhookDelivery>(
    `/forms/${formId}/webhooks/${webhookId}/test`,
  );
  return data;
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_delivery, { formId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKey(formId) }),
  });
}
