import type { Webhook } from "@formloom/shared";
import { useId, useState } from "react";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatDateTime } from "@/lib/format-date-time";
import { useUpdateWebhook } from "../api/update-webhook";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { ReplaceSecretButton } from "./replace-secret-button";
import { SendTestWebhookButton } from "./send-test-webhook-button";
import { DeliveryStatus, WebhookDeliveries } from "./webhook-deliveries";
import { WebhookPausedNotice } from "./webhook-paused-notice";
import { WebhookUrlEditor } from "./webhook-url-editor";

/**
 * One webhook: its address (editable), on or off, paused (and Resume), Send test, Replace
 * secret, Delete and its deliveries.
 */
export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const [newSecret, setNewSecret] = useState<string>();
  const update = useUpdateWebhook();
  const ref = { formId: webhook.formId, webhookId: webhook._id };

  return (
    <li className="grid gap-3 rounded-lg border p-4">
      {isEditing ? (
        <WebhookUrlEditor webhook={webhook} onDone={() => setIsEditing(false)} />
      ) : (
        <p className="wrap-anywhere font-medium text-sm">{webhook.url}</p>
      )}
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-active`}
          checked={webhook.isActive}
          disabled={update.isPending}
          onCheckedChange={(isActive) => update.mutate({ ...ref, changes: { isActive } })}
        />
        <Label htmlFor={`${id}-active`}>Send new responses</Label>
      </div>
      {webhook.pausedAt !== null && (
        <WebhookPausedNotice webhook={{ ...webhook, pausedAt: webhook.pausedAt }} />
      )}
      {webhook.lastDelivery && (
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          Last delivery: <DeliveryStatus delivery={webhook.lastDelivery} />
          <time dateTime={webhook.lastDelivery.createdAt}>
            {formatDateTime(webhook.lastDelivery.createdAt)}
          </time>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SendTestWebhookButton {...ref} />
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={isShowingDeliveries}
          onClick={() => setIsShowingDeliveries((shown) => !shown)}
        >
          {isShowingDeliveries ? "Hide deliveries" : "Show deliveries"}
        </Button>
        {!isEditing && (
          <Button type="button" size="sm" variant="outline" onClick={() => setIsEditing(true)}>
            Edit
          </Button>
        )}
        <ReplaceSecretButton {...ref} onReplaced={setNewSecret} />
        <DeleteWebhookButton {...ref} />
      </div>
      {newSecret && (
        <ShownOnceSecret
          secret={newSecret}
          message={`Secret of the webhook to ${webhook.url} replaced. Copy the new one now: it is shown only once, and the old one no longer works.`}
          noun="secret"
          copiedMessage="Signing secret copied to clipboard"
          onDone={() => setNewSecret(undefined)}
        />
      )}
      {isShowingDeliveries && <WebhookDeliveries {...ref} />}
    </li>
  );
}
