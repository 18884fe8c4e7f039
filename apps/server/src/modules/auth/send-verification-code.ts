import type { UserRow } from "../../db/rows.js";
import { generateOtp, hashOtp } from "../../lib/one-time-secrets.js";
import type { AccountDeps } from "./deps.js";
import { verificationCodeMail } from "./emails.js";
import { replaceVerificationCode } from "./repo.js";

export const OTP_LIFETIME_MS = 10 * 60_000;

/** Issues a fresh code (voiding the previous one) and mails it; throws MailDeliveryError. */
export async function sendVerificationCode(deps: AccountDeps, user: UserRow): Promise<void> {
  const code = generateOtp();
  await replaceVerificationCode(deps.db, {
    userId: user.id,
    codeHash: hashOtp(code, deps.otpKey),
    expiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
  });
  await deps.mailer.send(verificationCodeMail(user.email, user.name, code));
}
