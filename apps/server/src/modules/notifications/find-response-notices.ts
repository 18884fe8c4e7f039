import type { FormSettings } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { findActiveWebhooks } from "../webhooks/repo.js";
import type { ResponseNotices } from "./record-response-jobs.js";

/** Who a new response of this form is told about: the owner by mail, and the webhooks. */
export async function findResponseNotices(
  db: Database,
  {
    form,
    settings,
    ownerMailIntervalMs,
  }: { form: { id: string; title: string }; settings: FormSettings; ownerMailIntervalMs: number },
): Promise<ResponseNotices | undefined> {
  const webhooks = await findActiveWebhooks(db, form.id);
  if (!settings.notifyOnResponse && webhooks.length === 0) return undefined;
  return {
    form: { _id: form.id, title: form.title },
    notifyOwner: settings.notifyOnResponse,
    webhookIds: webhooks.map((webhook) => webhook.id),
    ownerMailIntervalMs,
  };
}
