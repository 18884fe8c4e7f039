import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useDeleteWebhook } from "../api/delete-webhook";

/** Delete, then Confirm delete or Keep it. */
export function DeleteWebhookButton({ formId, webhookId }: { formId: string; webhookId: string }) {
  const t = useAppText();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteWebhook();

  if (!isConfirming) {
    return (
      <Button type="button" size="sm" variant="ghost" onClick={() => setIsConfirming(true)}>
        {t("responses.webhooks.delete")}
      </Button>
    );
  }
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(
            { formId, webhookId },
            {
              onSuccess: () => toast.success(appText("responses.webhooks.deleted")),
              onError: (error) =>
                toast.error(getErrorMessage(error, appText("responses.webhooks.deleteFailed"))),
            },
          )
        }
      >
        {t("responses.webhooks.confirmDelete")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
        {t("responses.webhooks.keep")}
      </Button>
    </>
  );
}
