import type { UserSession } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { MailDeliveryError } from "../../lib/mailer.js";
import { hashOtp, isSameHash } from "../../lib/one-time-secrets.js";
import { findUserByEmail, updateUser } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { issueUserSession } from "./issue-session.js";
import { consumeVerificationCode, findVerificationCode, reserveGuess } from "./repo.js";
import { sendVerificationCode } from "./send-verification-code.js";

export const MAX_CODE_GUESSES = 5;

const MESSAGES = {
  invalid: "Invalid verification code",
  expired: "This code has expired. Please request a new one.",
  noGuessesLeft: "Too many wrong attempts. Please request a new code.",
  alreadyVerified: "This email is already verified. Please sign in.",
  deactivated: "This account has been deactivated",
} as const;

/** Checks the code; success verifies the email and signs the user in (SPEC §4). */
export async function verifyEmail(
  deps: AccountDeps,
  { email, otp }: { email: string; otp: string },
): Promise<UserSession> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError("BAD_REQUEST", MESSAGES.invalid);
  if (user.isVerified) throw new AppError("CONFLICT", MESSAGES.alreadyVerified);
  if (!user.active) throw new AppError("FORBIDDEN", MESSAGES.deactivated);

  const code = await findVerificationCode(deps.db, user.id);
  if (!code || code.consumedAt) throw new AppError("BAD_REQUEST", MESSAGES.invalid);
  if (code.expiresAt.getTime() <= Date.now()) throw new AppError("BAD_REQUEST", MESSAGES.expired);

  const guesses = await reserveGuess(deps.db, code.id, MAX_CODE_GUESSES);
  if (guesses === undefined) throw new AppError("BAD_REQUEST", MESSAGES.noGuessesLeft);
  if (!isSameHash(hashOtp(otp, deps.otpKey), code.codeHash)) {
    const left = MAX_CODE_GUESSES - guesses;
    throw new AppError(
      "BAD_REQUEST",
      left > 0
        ? `${MESSAGES.invalid}. ${left} ${left === 1 ? "attempt" : "attempts"} left.`
        : MESSAGES.noGuessesLeft,
    );
  }
  if (!(await consumeVerificationCode(deps.db, code.id))) {
    throw new AppError("BAD_REQUEST", MESSAGES.invalid);
  }
  const verified = await updateUser(deps.db, user.id, { isVerified: true });
  if (!verified) throw new AppError("BAD_REQUEST", MESSAGES.invalid);
  return issueUserSession(deps, verified);
}

export const RESEND_MESSAGE =
  "If this email is waiting for verification, a new code is on its way.";

/** Sends a new code when the account waits for one; the answer is the same either way. */
export async function resendVerificationCode(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isVerified || !user.active) return;
  try {
    await sendVerificationCode(deps, user);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "We could not send the verification email. Please try again in a few minutes.",
    );
  }
}
