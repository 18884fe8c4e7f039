import type { WebhookDelivery } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";

export function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const t = useAppText();
  return (
    <Badge variant={delivery.isSuccess ? "success" : "destructive"}>
      {delivery.statusCode === null ? t("responses.webhooks.noStatus") : delivery.statusCode}
    </Badge>
  );
}

/** The last 50 attempts of one webhook: when, the event, the receiver's status or the error. */
export function WebhookDeliveries({ formId, webhookId }: { formId: string; webhookId: string }) {
  const t = useAppText();
  const deliveries = useWebhookDeliveries({ formId, webhookId });
  if (deliveries.isPending) {
    return <p className="text-muted-foreground text-sm">{t("responses.webhooks.loading")}</p>;
  }
  if (deliveries.isError) {
    return <p className="text-destructive text-sm">{t("responses.webhooks.deliveriesFailed")}</p>;
  }
  if (deliveries.data.length === 0) {
    return <p className="text-muted-foreground text-sm">{t("responses.webhooks.noDeliveries")}</p>;
  }
  return (
    <ul aria-label={t("responses.webhooks.lastDeliveries")} className="grid gap-2">
      {deliveries.data.map((delivery) => (
        <li
          key={`${delivery.deliveryId}-${delivery.attempt}`}
          className="flex flex-wrap items-center gap-2 text-sm"
        >
          <DeliveryStatus delivery={delivery} />
          <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
          <span className="text-muted-foreground">
            {delivery.event}
            {delivery.attempt > 1 &&
              t("responses.webhooks.deliveryAttempt", { attempt: delivery.attempt })}
          </span>
          {delivery.error && (
            <span className="w-full wrap-anywhere text-muted-foreground text-xs">
              {delivery.error}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
