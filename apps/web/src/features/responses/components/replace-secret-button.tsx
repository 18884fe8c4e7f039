import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
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
      <AlertDialog open={isConfirming} onOpenChange={setIsConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Replace the signing secret?</AlertDialogTitle>
            <AlertDialogDescription>
              Every delivery from now on is signed with a new secret, and the old one stops working
              at once: update your receiver with the new secret.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={rotate.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                // Closed when the new secret has come back, so a failure can be told.
                event.preventDefault();
                onReplace();
              }}
              disabled={rotate.isPending}
            >
              {rotate.isPending && <Spinner />}
              Replace secret
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
