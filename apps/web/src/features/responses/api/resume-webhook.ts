import type { Webhook } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { webhooksKey } from "./get-webhooks";

type ResumeWebhookInput = { formId: string; webhookId: string };

/** POST /api/forms/{id}/webhooks/{webhookId}/resume: lifts a pause; waiting deliveries go out. */
export async function resumeWebhook({ formId, webhookId }: ResumeWebhookInput) {
  const { data } = await apiClient.post<Webhook>(`/forms/${formId}/webhooks/${webhookId}/resume`);
  return data;
}

export function useResumeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeWebhook,
    onSuccess: (_webhook, { formId }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKey(formId) }),
  });
}
