import { createWebhookBodySchema, type Webhook } from "@formloom/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateWebhook } from "../api/update-webhook";
import { translateWebhookUrlError } from "../utils/webhook-url-error";

/** A webhook's address being edited: checked as the new-webhook form checks it, then saved. */
export function WebhookUrlEditor({ webhook, onDone }: { webhook: Webhook; onDone: () => void }) {
  const t = useAppText();
  const [url, setUrl] = useState(webhook.url);
  const [urlError, setUrlError] = useState<string>();
  const update = useUpdateWebhook();

  const onSave = () => {
    const parsed = createWebhookBodySchema.shape.url.safeParse(url);
    if (!parsed.success) {
      setUrlError(translateWebhookUrlError(t, parsed.error.issues[0]?.message ?? ""));
      return;
    }
    update.mutate(
      { formId: webhook.formId, webhookId: webhook._id, changes: { url: parsed.data } },
      {
        onSuccess: () => {
          onDone();
          toast.success(appText("responses.webhooks.saved"));
        },
        onError: (error) =>
          setUrlError(getErrorMessage(error, appText("responses.webhooks.saveFailed"))),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <FormField label={t("responses.webhooks.address")} error={urlError}>
        {(control) => (
          <Input
            {...control}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onSave} disabled={update.isPending}>
          {t("responses.webhooks.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t("responses.webhooks.cancel")}
        </Button>
      </div>
    </div>
  );
}
