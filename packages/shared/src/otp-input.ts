import { OTP_LENGTH } from "./constants";
import { AUTH_MESSAGES } from "./messages";

const SINGLE_DIGIT = /^\d$/;
const WHOLE_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

// A pasted code fills the six boxes only when it is exactly six digits; surrounding
// whitespace (a copied line break) is forgiven.
export function parsePastedOtp(text: string): string[] | null {
  const code = text.trim();
  return WHOLE_CODE.test(code) ? [...code] : null;
}

export function checkOtpDigits(digits: readonly string[]): string | null {
  const isComplete = digits.length === OTP_LENGTH && digits.every((d) => SINGLE_DIGIT.test(d));
  return isComplete ? null : AUTH_MESSAGES.otpIncomplete;
}
