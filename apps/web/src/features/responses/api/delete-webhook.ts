import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type DeleteWebhookInput = { formId: string; webhookId: string };

/** DELETE /api/forms/{id}/webhooks/{webhookId}: its waiting deliveries are dropped too. */
export async function deleteWebhook({ formId, webhookId }: DeleteWebhookInput) {
  await apiClient.delete<null>(`/forms/${formId}/webhooks/${webhookId}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_reply, { formId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKey(formId) }),
  });
}
