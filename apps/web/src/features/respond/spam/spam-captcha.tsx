import { lazy, Suspense } from "react";
import type { HostedCaptchaHandle } from "@/components/ui/hosted-captcha-widget";
import { useRespondText } from "../i18n/use-respond-text";
import type { HostedCaptcha } from "./spam-guard";

// Its own chunk, with the provider's script: only forms with a hosted captcha download them.
const HostedCaptchaWidget = lazy(() =>
  import("@/components/ui/hosted-captcha-widget").then((module) => ({
    default: module.HostedCaptchaWidget,
  })),
);

type SpamCaptchaProps = HostedCaptcha & {
  captchaRef: React.RefObject<HostedCaptchaHandle | null>;
  onTokenChange: (token: string | null) => void;
};

/** The hosted captcha's widget above Submit: its token is the form's proof of work. */
export function SpamCaptcha({ provider, siteKey, captchaRef, onTokenChange }: SpamCaptchaProps) {
  const t = useRespondText();
  return (
    <Suspense fallback={<div className="min-h-[65px]" />}>
      <HostedCaptchaWidget
        ref={captchaRef}
        provider={provider}
        siteKey={siteKey}
        onTokenChange={onTokenChange}
        loadFailedText={t("spam.captchaLoadFailed")}
      />
    </Suspense>
  );
}
