import { AUTH_MESSAGES, checkOtpDigits, OTP_RESEND_COOLDOWN_SECONDS } from "@formloom/shared";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCountdown } from "@/lib/use-countdown";
import { useResendOtp } from "../api/resend-otp";
import { useVerifyOtp } from "../api/verify-otp";
import { authRuleText } from "../utils/auth-rule-text";
import { EMPTY_OTP, OtpInput, type OtpInputHandle } from "./otp-input";
import { SubmitButton } from "./submit-button";

/** "Resend code", unavailable while the code just sent is in its cooldown. */
function ResendCode({ email, onResent }: { email: string; onResent: () => void }) {
  const resendOtp = useResendOtp();
  const cooldown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const t = useAppText();

  const onResend = () => {
    resendOtp.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
          cooldown.start(OTP_RESEND_COOLDOWN_SECONDS);
          onResent();
        },
        onError: (error) => toast.error(getErrorMessage(error, t("auth.verify.resendFailed"))),
      },
    );
  };

  return (
    <p className="text-center text-muted-foreground text-sm">
      {t("auth.verify.didNotGetCode")}{" "}
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 font-medium"
        disabled={cooldown.isRunning || resendOtp.isPending}
        onClick={onResend}
      >
        {cooldown.isRunning
          ? t("auth.verify.resendIn", { seconds: cooldown.remaining })
          : t("auth.verify.resend")}
      </Button>
    </p>
  );
}

/**
 * The six-digit code mailed at sign-up (or at a sign-in of an unverified account). A code was
 * just sent on the way here, so resending starts in its cooldown.
 */
export function VerifyForm({ email }: { email: string }) {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  const [isIncomplete, setIncomplete] = useState(false);
  const otpRef = useRef<OtpInputHandle>(null);
  const labelId = useId();
  const verifyOtp = useVerifyOtp();
  const storeVerifiedSession = useAuthStore((state) => state.verify);
  const t = useAppText();

  // The user arrives here to type the code: the first box is where they start.
  useEffect(() => otpRef.current?.focus(0), []);

  const startOver = () => {
    setDigits(EMPTY_OTP);
    otpRef.current?.focus(0);
  };

  const onDigitsChange = (next: string[]) => {
    setDigits(next);
    setIncomplete(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkOtpDigits(digits);
    if (problem) {
      setIncomplete(true);
      toast.error(authRuleText(problem));
      otpRef.current?.focus(Math.max(0, digits.indexOf("")));
      return;
    }
    verifyOtp.mutate(
      { email, otp: digits.join("") },
      {
        // The guest-only guard moves on to the dashboard once the session is stored.
        onSuccess: ({ message, data }) => {
          if (message) toast.success(message);
          storeVerifiedSession(data);
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, t("auth.verify.failed")));
          startOver();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <div className="grid gap-3">
        <p id={labelId} className="text-center font-medium text-sm">
          {t("auth.verify.code")}
        </p>
        <OtpInput
          ref={otpRef}
          aria-labelledby={labelId}
          value={digits}
          onChange={onDigitsChange}
          isInvalid={isIncomplete}
          onInvalidPaste={() => toast.warning(authRuleText(AUTH_MESSAGES.otpSixDigits))}
        />
      </div>
      <SubmitButton isPending={verifyOtp.isPending}>{t("auth.verify.submit")}</SubmitButton>
      <ResendCode email={email} onResent={startOver} />
    </form>
  );
}
