import { useCallback, useRef, useState } from "react";
import type { CaptchaHandle } from "../components/captcha/captcha-types";

/** The solved captcha's token, and a reset for after a failed attempt (each token works once). */
export function useCaptchaToken() {
  const captchaRef = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const reset = useCallback(() => {
    captchaRef.current?.reset();
    setToken(null);
  }, []);
  return { captchaRef, token, setToken, reset };
}
