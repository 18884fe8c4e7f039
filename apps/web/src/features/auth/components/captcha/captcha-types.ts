import type { Ref } from "react";

/** What a sign-in or sign-up form can do with its captcha. */
export type CaptchaHandle = {
  /** Clears the solution: the server accepts each one once, so a failed attempt needs a new one. */
  reset: () => void;
};

export type CaptchaWidgetProps = {
  /** The token to send as `g-recaptcha-response`, or null while the captcha is not (or no longer) solved. */
  onTokenChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
};
