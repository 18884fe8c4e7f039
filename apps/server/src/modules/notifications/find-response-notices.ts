import type { FormSettings } from "@formloom/shared";
import type { ResponseNotices } from "./record-response-jobs.js";

/** Who a new response of this form is told about: the owner by mail, and the webhooks. */
export function findResponseNotices({
  form,
  settings,
  ownerMailIntervalMs,
}: {
  form: { id: string; title: string; activeWebhookIds: string[] };
  settings: FormSettings;
  ownerMailIntervalMs: number;
}): ResponseNotices | undefined {
  if (!settings.notifyOnResponse && form.activeWebhookIds.length === 0) return undefined;
  return {
    form: { _id: form.id, title: form.title },
    notifyOwner: settings.notifyOnResponse,
    webhookIds: form.activeWebhookIds,
    ownerMailIntervalMs,
  };
}
