import type { Ref } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { Captcha } from "./captcha/captcha";
import type { CaptchaHandle } from "./captcha/captcha-types";

type CaptchaFieldProps = {
  ref?: Ref<CaptchaHandle>;
  onTokenChange: (token: string | null) => void;
  /** Shows 'Please complete the CAPTCHA' once the rest of the form is ready. */
  showReminder: boolean;
};

export function CaptchaField({ ref, onTokenChange, showReminder }: CaptchaFieldProps) {
  const t = useAppText();
  return (
    <div className="grid gap-2">
      <Captcha ref={ref} onTokenChange={onTokenChange} />
      <p role="status" className="min-h-4 text-muted-foreground text-xs">
        {showReminder ? t("auth.rule.captchaRequired") : ""}
      </p>
    </div>
  );
}
