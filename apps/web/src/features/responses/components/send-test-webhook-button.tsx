import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useSendTestWebhook } from "../api/send-test-webhook";

/** Sends a test delivery now and says how the receiver answered. */
export function SendTestWebhookButton({
  formId,
  webhookId,
}: {
  formId: string;
  webhookId: string;
}) {
  const t = useAppText();
  const sendTest = useSendTestWebhook();
  const onTest = () =>
    sendTest.mutate(
      { formId, webhookId },
      {
        onSuccess: (delivery) =>
          delivery.isSuccess
            ? toast.success(
                appText("responses.webhooks.testDelivered", {
                  status: String(delivery.statusCode),
                }),
              )
            : toast.error(
                appText("responses.webhooks.testFailed", {
                  error: delivery.error ?? appText("responses.webhooks.noAnswer"),
                }),
              ),
        onError: (error) =>
          toast.error(getErrorMessage(error, appText("responses.webhooks.testNotSent"))),
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
      {t("responses.webhooks.sendTest")}
    </Button>
  );
}
