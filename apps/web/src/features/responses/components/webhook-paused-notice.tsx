import type { Webhook } from "@formloom/shared";
import { CirclePause } from "lucide-react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useResumeWebhook } from "../api/resume-webhook";

/** Why a webhook its circuit breaker paused is paused, and Resume. */
export function WebhookPausedNotice({ webhook }: { webhook: Webhook & { pausedAt: string } }) {
  const t = useAppText();
  const resume = useResumeWebhook();
  const onResume = () =>
    resume.mutate(
      { formId: webhook.formId, webhookId: webhook._id },
      {
        onSuccess: () => toast.success(appText("responses.webhooks.resumed")),
        onError: (error) =>
          toast.error(getErrorMessage(error, appText("responses.webhooks.resumeFailed"))),
      },
    );
  return (
    <Alert variant="destructive">
      <CirclePause aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-medium">
          {textWithElements(t, "responses.webhooks.pausedSince", {
            date: (
              <time dateTime={webhook.pausedAt} className="font-normal text-muted-foreground">
                {formatDateTime(webhook.pausedAt)}
              </time>
            ),
          })}
        </p>
        <p>
          {textWithElements(
            t,
            "responses.webhooks.pausedReason",
            {
              reason: (
                <span className="wrap-anywhere">
                  {webhook.pauseReason ?? t("responses.webhooks.noAnswer")}
                </span>
              ),
            },
            { count: webhook.consecutiveFailures },
          )}
        </p>
        <div>
          <Button type="button" size="sm" onClick={onResume} disabled={resume.isPending}>
            {t("responses.webhooks.resume")}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
