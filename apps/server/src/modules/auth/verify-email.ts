import type { UserSession } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { MailDeliveryError } from "../../lib/mailer.js";
import { generateResetToken, hashOtp, isSameHash } from "../../lib/one-time-secrets.js";
import { hashPassword } from "../../lib/password-hash.js";
import { findUserByEmail, type UserRow, updateUser } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { issueUserSession } from "./issue-session.js";
import { sendPasswordChoiceLink } from "./password-reset.js";
import { consumeVerificationCode, findVerificationCode, reserveGuess } from "./repo.js";
import { sendVerificationCode } from "./send-verification-code.js";

export const MAX_CODE_GUESSES = 5;

const MESSAGES = {
  invalid: "Invalid verification code",
  expired: "This code has expired. Please request a new one.",
  noGuessesLeft: "Too many wrong attempts. Please request a new code.",
  alreadyVerified: "This email is already verified. Please sign in.",
  deactivated: "This account has been deactivated",
  verified: "Email verified successfully",
  registeredTwice:
    "Email verified. This address was registered more than once, so no password chosen at sign-up is kept: we sent you a link to choose yours.",
  registeredTwiceUnsent:
    "Email verified. This address was registered more than once, so no password chosen at sign-up is kept: choose yours with 'Forgot Password?' on the sign-in page.",
} as const;

export type Verification = { session: UserSession; message: string };

/** Checks the code; success verifies the email and signs the user in (SPEC §4). */
export async function verifyEmail(
  deps: AccountDeps,
  { email, otp }: { email: string; otp: string },
): Promise<Verification> {
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
  if (user.registeredMoreThanOnce) return verifyContestedAccount(deps, user);
  const verified = await updateUser(deps.db, user.id, { isVerified: true });
  if (!verified) throw new AppError("BAD_REQUEST", MESSAGES.invalid);
  return { session: await issueUserSession(deps, verified), message: MESSAGES.verified };
}

/**
 * The code proves the mailbox, but not which of the sign-ups' passwords (if any) its owner chose:
 * every one is replaced by a password nobody knows, and the owner is mailed a link to set theirs.
 */
async function verifyContestedAccount(deps: AccountDeps, user: UserRow): Promise<Verification> {
  const verified = await updateUser(
    deps.db,
    user.id,
    {
      isVerified: true,
      registeredMoreThanOnce: false,
      passwordHash: await hashPassword(generateResetToken()),
    },
    { revokeSessions: true },
  );
  if (!verified) throw new AppError("BAD_REQUEST", MESSAGES.invalid);
  const isMailed = await sendPasswordChoiceLink(deps, verified).then(
    () => true,
    (error: unknown) => {
      if (error instanceof MailDeliveryError) return false;
      throw error;
    },
  );
  return {
    session: await issueUserSession(deps, verified),
    message: isMailed ? MESSAGES.registeredTwice : MESSAGES.registeredTwiceUnsent,
  };
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
