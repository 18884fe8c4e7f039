import type { Webhook } from "@formloom/shared";
import { useId, useState } from "react";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateWebhook } from "../api/update-webhook";
import { WEBHOOK_KIND_LABELS } from "../utils/webhook-kinds";
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
  const t = useAppText();
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
        <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
          {webhook.kind !== "standard" && (
            <Badge variant="soft">{t(WEBHOOK_KIND_LABELS[webhook.kind])}</Badge>
          )}
          <span className="wrap-anywhere">{webhook.url}</span>
        </p>
      )}
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-active`}
          checked={webhook.isActive}
          disabled={update.isPending}
          onCheckedChange={(isActive) => update.mutate({ ...ref, changes: { isActive } })}
        />
        <Label htmlFor={`${id}-active`}>{t("responses.webhooks.active")}</Label>
      </div>
      {webhook.pausedAt !== null && (
        <WebhookPausedNotice webhook={{ ...webhook, pausedAt: webhook.pausedAt }} />
      )}
      {webhook.lastDelivery && (
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          {t("responses.webhooks.lastDelivery")} <DeliveryStatus delivery={webhook.lastDelivery} />
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
          {t(
            isShowingDeliveries
              ? "responses.webhooks.hideDeliveries"
              : "responses.webhooks.showDeliveries",
          )}
        </Button>
        {!isEditing && (
          <Button type="button" size="sm" variant="outline" onClick={() => setIsEditing(true)}>
            {t("responses.webhooks.edit")}
          </Button>
        )}
        {/* Slack and Discord do not check our signature: no secret to replace. */}
        {webhook.kind === "standard" && <ReplaceSecretButton {...ref} onReplaced={setNewSecret} />}
        <DeleteWebhookButton {...ref} />
      </div>
      {newSecret && (
        <ShownOnceSecret
          secret={newSecret}
          message={t("responses.webhooks.secretReplaced", { url: webhook.url })}
          noun="secret"
          copiedMessage={t("responses.webhooks.secretCopied")}
          onDone={() => setNewSecret(undefined)}
        />
      )}
      {isShowingDeliveries && <WebhookDeliveries {...ref} />}
    </li>
  );
}
