import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
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
          toast.error(getErrorMessage(error, "The secret could not be replaced"));
        },
      },
    );

  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setIsConfirming(true)}>
        Replace secret
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title="Replace the signing secret?"
        description="Every delivery from now on is signed with a new secret, and the old one stops working at once: update your receiver with the new secret."
        confirmLabel="Replace secret"
        onConfirm={onReplace}
        isPending={rotate.isPending}
      />
    </>
  );
}
