import type { WebhookKind } from "@formloom/shared";
import type { AppTextId } from "@/lib/i18n/use-app-text";

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, AppTextId> = {
  standard: "responses.webhooks.kind.standard",
  slack: "responses.webhooks.kind.slack",
  discord: "responses.webhooks.kind.discord",
};

/** What each kind's address looks like, shown in the empty address field. */
export const WEBHOOK_KIND_EXAMPLES: Record<WebhookKind, string> = {
  standard: "https://example.com/formloom",
  slack: "https://hooks.slack.com/services/…",
  discord: "https://discord.com/api/webhooks/…",
};
