import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useSecondStep } from "../hooks/use-second-step";
import { EMPTY_OTP, OtpInput, type OtpInputHandle } from "./otp-input";
import { SubmitButton } from "./submit-button";

type TwoFactorStepProps = { isAdmin: boolean; twoFactorToken: string; onBack: () => void };

/** After the right password: the code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ isAdmin, twoFactorToken, onBack }: TwoFactorStepProps) {
  const t = useAppText();
  const [isRecovery, setIsRecovery] = useState(false);
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  const [recoveryCode, setRecoveryCode] = useState("");
  const [error, setError] = useState<string>();
  const otpRef = useRef<OtpInputHandle>(null);
  const labelId = useId();
  const errorId = useId();
  const step = useSecondStep(isAdmin, twoFactorToken, {
    onWrongCode: () => {
      setError(t(isRecovery ? "auth.twoFactor.wrongRecoveryCode" : "auth.twoFactor.wrongCode"));
      setDigits(EMPTY_OTP);
      otpRef.current?.focus(0);
    },
    onExpired: onBack,
  });

  useEffect(() => {
    if (!isRecovery) otpRef.current?.focus(0);
  }, [isRecovery]);

  const code = digits.join("");
  const isComplete = isRecovery ? recoveryCode.trim() !== "" : /^\d{6}$/.test(code);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    step.submit(isRecovery ? { recoveryCode } : { code });
  };
  const switchMode = () => {
    setIsRecovery(!isRecovery);
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {isRecovery ? (
        <FormField label={t("auth.twoFactor.recoveryCode")} error={error}>
          {(control) => (
            <Input
              {...control}
              value={recoveryCode}
              onChange={(event) => {
                setRecoveryCode(event.target.value);
                setError(undefined);
              }}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              dir="ltr"
              className="h-10 font-mono"
              autoFocus
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-3">
          <p id={labelId} className="text-center text-sm">
            {t("auth.twoFactor.enterCode")}
          </p>
          <OtpInput
            ref={otpRef}
            aria-labelledby={labelId}
            aria-describedby={error ? errorId : undefined}
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setError(undefined);
            }}
            isInvalid={Boolean(error)}
          />
          {error && (
            <p id={errorId} role="alert" className="text-center text-destructive text-sm">
              {error}
            </p>
          )}
        </div>
      )}
      <SubmitButton isPending={step.isPending} disabled={!isComplete}>
        {t("auth.twoFactor.submit")}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {isRecovery ? t("auth.twoFactor.useApp") : t("auth.twoFactor.useRecoveryCode")}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          {t("auth.twoFactor.back")}
        </Button>
      </div>
    </form>
  );
}
