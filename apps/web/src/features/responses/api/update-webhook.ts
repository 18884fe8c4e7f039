import type { UpdateWebhookBody, Webhook } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type UpdateWebhookInput = { formId: string; webhookId: string; changes: UpdateWebhookBody };

/** PUT /api/forms/{id}/webhooks/{webhookId}: its address, or switched on or off. */
export async function updateWebhook({ formId, webhookId, changes }: UpdateWebhookInput) {
  const { data } = await apiClient.put<Webhook>(`/forms/${formId}/webhooks/${webhookId}`, changes);
  return data;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (_webhook, { formId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKey(formId) }),
  });
}
