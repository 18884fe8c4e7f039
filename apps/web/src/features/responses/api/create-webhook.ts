import type { CreatedWebhook, CreateWebhookBody } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type CreateWebhookInput = { formId: string; body: CreateWebhookBody };

/** POST /api/forms/{id}/webhooks: the answer carries the signing secret, shown this once. */
export async function createWebhook({ formId, body }: CreateWebhookInput) {
  const { data } = await apiClient.post<CreatedWebhook>(`/forms/${formId}/webhooks`, body);
  return data;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: (_webhook, { formId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKey(formId) }),
  });
}
