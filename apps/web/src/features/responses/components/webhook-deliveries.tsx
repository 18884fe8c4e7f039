import type { WebhookDelivery } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date-time";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";

export function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Badge variant={delivery.isSuccess ? "success" : "destructive"}>
      {delivery.statusCode === null ? "No answer" : delivery.statusCode}
    </Badge>
  );
}

/** The last 50 attempts of one webhook: when, the event, the receiver's status or the error. */
export function WebhookDeliveries({ formId, webhookId }: { formId: string; webhookId: string }) {
  const deliveries = useWebhookDeliveries({ formId, webhookId });
  if (deliveries.isPending) return <p className="text-muted-foreground text-sm">Loading…</p>;
  if (deliveries.isError) {
    return <p className="text-destructive text-sm">The deliveries could not be loaded.</p>;
  }
  if (deliveries.data.length === 0) {
    return <p className="text-muted-foreground text-sm">No deliveries yet.</p>;
  }
  return (
    <ul aria-label="Last deliveries" className="grid gap-2">
      {deliveries.data.map((delivery) => (
        <li
          key={`${delivery.deliveryId}-${delivery.attempt}`}
          className="flex flex-wrap items-center gap-2 text-sm"
        >
          <DeliveryStatus delivery={delivery} />
          <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
          <span className="text-muted-foreground">
            {delivery.event}
            {delivery.attempt > 1 && `, attempt ${delivery.attempt}`}
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
