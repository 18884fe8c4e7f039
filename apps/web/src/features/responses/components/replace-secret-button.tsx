import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret";

/** "Replace secret", after a confirmation that says the old secret stops working at once. */
export function ReplaceSecretButton({
  formId,
  webhookId,
  onReplaced,
}: {
  formId: string;
  webhookId: string;
  onReplaced: (secret: string) => void;
}) {
  const t = useAppText();
  const [isConfirming, setIsConfirming] = useState(false);
  const rotate = useRotateWebhookSecret();

  const onReplace = () =>
    rotate.mutate(
      { formId, webhookId },
      {
        onSuccess: (webhook) => {
          setIsConfirming(false);
          onReplaced(webhook.secret);
        },
        onError: (error) => {
          setIsConfirming(false);
          toast.error(getErrorMessage(error, appText("responses.webhooks.replaceSecretFailed")));
        },
      },
    );

  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setIsConfirming(true)}>
        {t("responses.webhooks.replaceSecret")}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("responses.webhooks.replaceSecretTitle")}
        description={t("responses.webhooks.replaceSecretDescription")}
        confirmLabel={t("responses.webhooks.replaceSecret")}
        onConfirm={onReplace}
        isPending={rotate.isPending}
      />
    </>
  );
}
