import type { Webhook } from "@formloom/shared";
import { CirclePause } from "lucide-react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { useResumeWebhook } from "../api/resume-webhook";

/** Why a webhook its circuit breaker paused is paused, and Resume. */
export function WebhookPausedNotice({ webhook }: { webhook: Webhook & { pausedAt: string } }) {
  const resume = useResumeWebhook();
  const onResume = () =>
    resume.mutate(
      { formId: webhook.formId, webhookId: webhook._id },
      {
        onSuccess: () => toast.success("Webhook resumed: the waiting deliveries are being sent"),
        onError: (error) => toast.error(getErrorMessage(error, "The webhook could not be resumed")),
      },
    );
  return (
    <Alert variant="destructive">
      <CirclePause aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-medium">
          Paused since{" "}
          <time dateTime={webhook.pausedAt} className="font-normal text-muted-foreground">
            {formatDateTime(webhook.pausedAt)}
          </time>
        </p>
        <p>
          {webhook.consecutiveFailures === 1
            ? "The last delivery failed with: "
            : `The last ${webhook.consecutiveFailures} deliveries failed, the latest with: `}
          <span className="wrap-anywhere">{webhook.pauseReason ?? "no answer"}</span>. New responses
          wait and are sent when you resume.
        </p>
        <div>
          <Button type="button" size="sm" onClick={onResume} disabled={resume.isPending}>
            Resume
          </Button>
        </div>
      </div>
    </Alert>
  );
}
