import type { FormSettings } from "@formloom/shared";
import type { ResponseNotices } from "./record-response-jobs.js";

/**
 * Who a new response of this form is told about: the owner by mail, the webhooks, and the
 * respondent with their copy when `copyTo` names where (findCopyAddress).
 */
export function findResponseNotices({
  form,
  settings,
  ownerMailIntervalMs,
  copyTo,
}: {
  form: { id: string; title: string; activeWebhookIds: string[] };
  settings: FormSettings;
  ownerMailIntervalMs: number;
  copyTo?: string;
}): ResponseNotices | undefined {
  const hasNone =
    !settings.notifyOnResponse && form.activeWebhookIds.length === 0 && copyTo === undefined;
  if (hasNone) return undefined;
  return {
    form: { _id: form.id, title: form.title },
    notifyOwner: settings.notifyOnResponse,
    webhookIds: form.activeWebhookIds,
    ownerMailIntervalMs,
    copyTo,
  };
}
