import type { ReactNode } from "react";
import type { useCaptchaToken } from "../hooks/use-captcha-token";
import { CaptchaField } from "./captcha-field";
import { SubmitButton } from "./submit-button";

type CaptchaSubmitProps = {
  captcha: ReturnType<typeof useCaptchaToken>;
  isFormValid: boolean;
  isPending: boolean;
  children: ReactNode;
};

/** The captcha and the submit button it unlocks, with a reminder once the rest is valid. */
export function CaptchaSubmit({ captcha, isFormValid, isPending, children }: CaptchaSubmitProps) {
  return (
    <>
      <CaptchaField
        ref={captcha.captchaRef}
        onTokenChange={captcha.setToken}
        showReminder={isFormValid && !captcha.token}
      />
      <SubmitButton isPending={isPending} disabled={!isFormValid || !captcha.token}>
        {children}
      </SubmitButton>
    </>
  );
}
