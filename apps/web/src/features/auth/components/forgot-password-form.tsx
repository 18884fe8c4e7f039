import { FORGOT_PASSWORD_COOLDOWN_SECONDS, forgotPasswordFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCountdown } from "@/lib/use-countdown";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { withAuthRuleTexts } from "../utils/auth-rule-resolver";
import { EmailField } from "./email-field";
import { SubmitButton } from "./submit-button";

export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: withAuthRuleTexts(zodResolver(forgotPasswordFormSchema)),
    mode: "onChange",
    defaultValues: { email: "" },
  });
  const requestReset = useRequestPasswordReset();
  const cooldown = useCountdown();
  const [isSent, setSent] = useState(false);
  const t = useAppText();

  const onSubmit = handleSubmit((values) => {
    requestReset.mutate(values, {
      onSuccess: () => {
        setSent(true);
        cooldown.start(FORGOT_PASSWORD_COOLDOWN_SECONDS);
      },
      onError: (error) => toast.error(getErrorMessage(error, t("auth.forgot.failed"))),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div role="status">
        {isSent && (
          <Alert variant="success">
            <MailCheck aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{t("auth.forgot.sent")}</p>
              <p className="text-muted-foreground">{t("auth.forgot.sentDetail")}</p>
            </div>
          </Alert>
        )}
      </div>
      <EmailField registration={register("email")} error={errors.email?.message} />
      <SubmitButton isPending={requestReset.isPending} disabled={!isValid || cooldown.isRunning}>
        {cooldown.isRunning
          ? t("auth.forgot.resendIn", { seconds: cooldown.remaining })
          : t("auth.forgot.continue")}
      </SubmitButton>
    </form>
  );
}
