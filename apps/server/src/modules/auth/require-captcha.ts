import { CAPTCHA_FIELD } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import type { CaptchaVerifier } from "../../lib/captcha.js";

export const CAPTCHA_FAILED = "Captcha verification failed";
const CAPTCHA_MISSING = "Please complete the CAPTCHA";

type CaptchaAnswer = { token: string | undefined; ip: string };

/**
 * Sign-in and sign-up check the captcha themselves: a client that skips the widget (or the
 * /verify-captcha call) is refused, and a solved captcha serves one attempt only.
 */
export async function requireCaptcha(
  captcha: CaptchaVerifier,
  { token, ip }: CaptchaAnswer,
): Promise<void> {
  if (!token) {
    throw new AppError("CAPTCHA_REQUIRED", CAPTCHA_MISSING, {
      errors: { [CAPTCHA_FIELD]: CAPTCHA_MISSING },
    });
  }
  if (!(await captcha.verify(token, { remoteIp: ip, consume: true }))) {
    throw new AppError("CAPTCHA_FAILED", CAPTCHA_FAILED, {
      errors: { [CAPTCHA_FIELD]: CAPTCHA_FAILED },
    });
  }
}

/** The widget's own check: the solution stays usable for the sign-in or sign-up it precedes. */
export async function checkCaptcha(
  captcha: CaptchaVerifier,
  { token, ip }: { token: string; ip: string },
): Promise<void> {
  if (!(await captcha.verify(token, { remoteIp: ip, consume: false }))) {
    throw new AppError("CAPTCHA_FAILED", CAPTCHA_FAILED);
  }
}
