import {
  type HostedProvider,
  HostedCaptchaWidget as SharedHostedCaptchaWidget,
} from "@/components/ui/hosted-captcha-widget";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { CaptchaWidgetProps } from "./captcha-types";

/** reCAPTCHA v2 or Cloudflare Turnstile on the sign-in and sign-up screens. */
export function HostedCaptchaWidget(
  props: CaptchaWidgetProps & { provider: HostedProvider; siteKey: string },
) {
  const t = useAppText();
  return (
    <SharedHostedCaptchaWidget {...props} loadFailedText={t("auth.captcha.providerLoadFailed")} />
  );
}
