import { FORGOT_PASSWORD_COOLDOWN_SECONDS, forgotPasswordFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { getErrorMessage } from "@/lib/api-client";
import { useCountdown } from "@/lib/use-countdown";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { EmailField } from "./email-field";
import { SubmitButton } from "./submit-button";

const RESET_EMAIL_SENT = "Email sent successfully! Please check your inbox.";

export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: "onChange",
    defaultValues: { email: "" },
  });
  const requestReset = useRequestPasswordReset();
  const cooldown = useCountdown();
  const [isSent, setSent] = useState(false);

  const onSubmit = handleSubmit((values) => {
    requestReset.mutate(values, {
      onSuccess: () => {
        setSent(true);
        cooldown.start(FORGOT_PASSWORD_COOLDOWN_SECONDS);
      },
      onError: (error) => toast.error(getErrorMessage(error, "Failed to send reset link")),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div role="status">
        {isSent && (
          <Alert variant="success">
            <MailCheck aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{RESET_EMAIL_SENT}</p>
              <p className="text-muted-foreground">
                The link in it works once, for one hour. Check your spam folder if it does not
                arrive.
              </p>
            </div>
          </Alert>
        )}
      </div>
      <EmailField registration={register("email")} error={errors.email?.message} />
      <SubmitButton isPending={requestReset.isPending} disabled={!isValid || cooldown.isRunning}>
        {cooldown.isRunning ? `Resend in ${cooldown.remaining}s` : "Continue"}
      </SubmitButton>
    </form>
  );
}
