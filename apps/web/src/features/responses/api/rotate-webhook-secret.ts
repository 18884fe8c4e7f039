import type { CreatedWebhook } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type RotateSecretInput = { formId: string; webhookId: string };

/** POST /api/forms/{id}/webhooks/{webhookId}/secret: a new signing secret, shown this once. */
export async function rotateWebhookSecret({ formId, webhookId }: RotateSecretInput) {
  const { data } = await apiClient.post<CreatedWebhook>(
    `/forms/${formId}/webhooks/${webhookId}/secret`,
  );
  return data;
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (_webhook, { formId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKey(formId) }),
  });
}
