import type { UserSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { MailDeliveryError } from "../../lib/mailer.js";
import { generateResetToken, hashOtp, isSameHash } from "../../lib/one-time-secrets.js";
import { hashPassword } from "../../lib/password-hash.js";
import { issueUserSession } from "../users/issue-session.js";
import { findUserByEmail, findUserById, updateUser } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { sendPasswordChoiceLink } from "./password-reset.js";
import { consumeVerificationCode, reserveGuess } from "./repo.js";
import { sendVerificationCode } from "./send-verification-code.js";
import { refuseWhenPasswordSignInOff } from "./sign-in.js";

export const MAX_CODE_GUESSES = 5;

// One answer for every failure: a countdown or an "already verified" would tell anyone, without a
// captcha, which addresses have an account.
const INVALID_CODE = "Invalid or expired verification code. Check it, or request a new one.";

const VERIFIED = {
  once: "Email verified successfully",
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
  refuseWhenPasswordSignInOff(deps);
  const guess = await reserveGuess(deps.db, email, MAX_CODE_GUESSES);
  if (!guess || !isSameHash(hashOtp(otp, deps.otpKey), guess.codeHash)) {
    throw new AppError("INVALID_CODE", INVALID_CODE);
  }
  if (!(await consumeVerificationCode(deps.db, guess.codeId))) {
    throw new AppError("INVALID_CODE", INVALID_CODE);
  }
  const user = await findUserById(deps.db, guess.userId);
  if (!user) throw new AppError("INVALID_CODE", INVALID_CODE);
  if (user.registeredMoreThanOnce) return verifyContestedAccount(deps, user);
  const verified = await updateUser(deps.db, user.id, { isVerified: true });
  if (!verified) throw new AppError("INVALID_CODE", INVALID_CODE);
  return { session: await issueUserSession(deps, verified), message: VERIFIED.once };
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
  if (!verified) throw new AppError("INVALID_CODE", INVALID_CODE);
  const isMailed = await sendPasswordChoiceLink(deps, verified).then(
    () => true,
    (error: unknown) => {
      if (error instanceof MailDeliveryError) return false;
      throw error;
    },
  );
  return {
    session: await issueUserSession(deps, verified),
    message: isMailed ? VERIFIED.registeredTwice : VERIFIED.registeredTwiceUnsent,
  };
}

export const RESEND_MESSAGE =
  "If this email is waiting for verification, a new code is on its way.";

/** Sends a new code when the account waits for one; the answer is the same either way. */
export async function resendVerificationCode(deps: AccountDeps, email: string): Promise<void> {
  refuseWhenPasswordSignInOff(deps);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isVerified || !user.active) return;
  try {
    await sendVerificationCode(deps, user);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw new AppError(
      "MAIL_UNAVAILABLE",
      "We could not send the verification email. Please try again in a few minutes.",
    );
  }
}
