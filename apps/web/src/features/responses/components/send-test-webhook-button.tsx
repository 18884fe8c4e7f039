import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { useSendTestWebhook } from "../api/send-test-webhook";

/** Sends a test delivery now and says how the receiver answered. */
export function SendTestWebhookButton({
  formId,
  webhookId,
}: {
  formId: string;
  webhookId: string;
}) {
  const sendTest = useSendTestWebhook();
  const onTest = () =>
    sendTest.mutate(
      { formId, webhookId },
      {
        onSuccess: (delivery) =>
          delivery.isSuccess
            ? toast.success(`Test delivered: the receiver answered ${delivery.statusCode}`)
            : toast.error(`Test failed: ${delivery.error ?? "no answer"}`),
        onError: (error) => toast.error(getErrorMessage(error, "The test could not be sent")),
      },
    );

  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={onTest}
      disabled={sendTest.isPending}
    >
      Send test
    </Button>
  );
}
