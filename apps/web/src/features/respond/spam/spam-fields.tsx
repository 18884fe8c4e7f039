import { useEffect, useState } from "react";
import { HoneypotField } from "./honeypot-field";
import { SpamCaptcha } from "./spam-captcha";
import type { HostedCaptcha, SpamGuard } from "./spam-guard";

type SpamFieldsProps = {
  guard: SpamGuard;
  /** The hosted captcha stands above Submit, on the last page or step only. */
  isLast: boolean;
};

/** What a protected form shows of its checks: the honeypot, and the hosted captcha's widget. */
export function SpamFields({ guard, isLast }: SpamFieldsProps) {
  const [hostedCaptcha, setHostedCaptcha] = useState<HostedCaptcha | null>(null);

  useEffect(() => {
    if (!guard.protection.proofOfWork) return;
    let isCurrent = true;
    void guard.hostedCaptcha.then((captcha) => isCurrent && setHostedCaptcha(captcha));
    return () => {
      isCurrent = false;
    };
  }, [guard]);

  return (
    <>
      {guard.protection.honeypot && <HoneypotField inputRef={guard.honeypotRef} />}
      {isLast && hostedCaptcha && (
        <SpamCaptcha
          {...hostedCaptcha}
          captchaRef={guard.captchaRef}
          onTokenChange={guard.setCaptchaToken}
        />
      )}
    </>
  );
}
