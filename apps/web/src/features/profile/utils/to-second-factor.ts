import type { SecondFactor } from "@formloom/shared";

const APP_CODE = /^\d{6}$/;

/** One field takes either: six digits are the app's code, anything else a recovery code. */
export function toSecondFactor(text: string): SecondFactor {
  const compact = text.replace(/\s+/g, "");
  return APP_CODE.test(compact) ? { code: compact } : { recoveryCode: text };
}
