import { useImperativeHandle, useState } from "react";
import type { CaptchaWidgetProps } from "@/features/auth/components/captcha/captcha-types";

export const FAKE_CAPTCHA_TOKEN = "solved-captcha-token";

/** Stands in for the captcha widget in jsdom: a button that "solves" it, and a real reset. */
export function FakeCaptcha({ onTokenChange, ref }: CaptchaWidgetProps) {
  const [isSolved, setSolved] = useState(false);
  useImperativeHandle(ref, () => ({
    reset: () => {
      setSolved(false);
      onTokenChange(null);
    },
  }));
  return (
    <button
      type="button"
      onClick={() => {
        setSolved(true);
        onTokenChange(FAKE_CAPTCHA_TOKEN);
      }}
    >
      {isSolved ? "Captcha solved" : "Solve captcha"}
    </button>
  );
}
