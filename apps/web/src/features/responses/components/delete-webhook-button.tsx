import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { useDeleteWebhook } from "../api/delete-webhook";

/** Delete, then Confirm delete or Keep it. */
export function DeleteWebhookButton({ formId, webhookId }: { formId: string; webhookId: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteWebhook();

  if (!isConfirming) {
    return (
      <Button type="button" size="sm" variant="ghost" onClick={() => setIsConfirming(true)}>
        Delete
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
              onSuccess: () => toast.success("Webhook deleted"),
              onError: (error) =>
                toast.error(getErrorMessage(error, "The webhook could not be deleted")),
            },
          )
        }
      >
        Confirm delete
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
        Keep it
      </Button>
    </>
  );
}
