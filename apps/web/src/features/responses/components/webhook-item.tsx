import { createWebhookBodySchema, type Webhook } from "@formloom/shared";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { useDeleteWebhook } from "../api/delete-webhook";
import { useSendTestWebhook } from "../api/send-test-webhook";
import { useUpdateWebhook } from "../api/update-webhook";
import { ReplaceSecretButton } from "./replace-secret-button";
import { DeliveryStatus, WebhookDeliveries } from "./webhook-deliveries";
import { WebhookPausedNotice } from "./webhook-paused-notice";

/**
 * One webhook: its address (editable), on or off, paused (and Resume), Send test, Replace
 * secret, Delete and its deliveries.
 */
export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const [newSecret, setNewSecret] = useState<string>();
  const [url, setUrl] = useState(webhook.url);
  const [urlError, setUrlError] = useState<string>();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const sendTest = useSendTestWebhook();
  const ref = { formId: webhook.formId, webhookId: webhook._id };

  const onSave = () => {
    const parsed = createWebhookBodySchema.shape.url.safeParse(url);
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { ...ref, changes: { url: parsed.data } },
      {
        onSuccess: () => {
          setIsEditing(false);
          setUrlError(undefined);
          toast.success("Webhook saved");
        },
        onError: (error) => setUrlError(getErrorMessage(error, "The webhook could not be saved")),
      },
    );
  };
  const onTest = () =>
    sendTest.mutate(ref, {
      onSuccess: (delivery) =>
        delivery.isSuccess
          ? toast.success(`Test delivered: the receiver answered ${delivery.statusCode}`)
          : toast.error(`Test failed: ${delivery.error ?? "no answer"}`),
      onError: (error) => toast.error(getErrorMessage(error, "The test could not be sent")),
    });

  return (
    <li className="grid gap-3 rounded-lg border p-4">
      {isEditing ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Address</Label>
          <Input
            id={`${id}-url`}
            type="url"
            value={url}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-url-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          {urlError && (
            <p id={`${id}-url-error`} className="text-destructive text-sm">
              {urlError}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={onSave} disabled={update.isPending}>
              Save
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setIsEditing(false);
                setUrl(webhook.url);
                setUrlError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
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
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onTest}
          disabled={sendTest.isPending}
        >
          Send test
        </Button>
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
        {isConfirmingDelete ? (
          <>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(ref, {
                  onSuccess: () => toast.success("Webhook deleted"),
                  onError: (error) =>
                    toast.error(getErrorMessage(error, "The webhook could not be deleted")),
                })
              }
            >
              Confirm delete
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setIsConfirmingDelete(false)}
            >
              Keep it
            </Button>
          </>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setIsConfirmingDelete(true)}
          >
            Delete
          </Button>
        )}
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
