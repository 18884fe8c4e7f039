import type { AdminSession, UserSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { verifyDecoyPassword, verifyPassword } from "../../lib/password-hash.js";
import { hasTwoFactor } from "../users/has-two-factor.js";
import { issueAdminSession, issueUserSession } from "../users/issue-session.js";
import { findUserByEmail } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { requireCaptcha } from "./require-captcha.js";
import { sendVerificationCode } from "./send-verification-code.js";
import { secondStepRequired, withinSignInLimits } from "./sign-in-second-step.js";

type Credentials = { email: string; password: string };
export type SignInAttempt = Credentials & { captchaToken: string | undefined; ip: string };

export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * Checks the password first, the same way for an unknown email, so that only someone who knows
 * the password learns anything more about the account (DESIGN §5).
 */
async function checkCredentials(
  deps: AccountDeps,
  { email, password }: Credentials,
): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  const isMatch = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyDecoyPassword(password);
  if (!user || !isMatch) throw new AppError("INVALID_CREDENTIALS", INVALID_CREDENTIALS);
  if (!user.active) {
    throw new AppError(
      "ACCOUNT_DEACTIVATED",
      "This account has been deactivated. Contact the administrator to restore it.",
    );
  }
  return user;
}

/** The captcha first, so that only attempts that solved it count against the account. */
async function afterCaptcha<Session>(
  deps: AccountDeps,
  attempt: SignInAttempt,
  signIn: () => Promise<Session>,
): Promise<Session> {
  await requireCaptcha(deps.captcha, { token: attempt.captchaToken, ip: attempt.ip });
  return withinSignInLimits(deps, attempt, signIn);
}

export async function signInUser(deps: AccountDeps, attempt: SignInAttempt): Promise<UserSession> {
  return afterCaptcha(deps, attempt, async () => {
    const user = await checkCredentials(deps, attempt);
    if (!user.isVerified) {
      // The web app answers EMAIL_NOT_VERIFIED by opening the verification screen: give it a fresh code.
      const isSent = await sendVerificationCode(deps, user).then(
        () => true,
        () => false,
      );
      throw new AppError(
        "EMAIL_NOT_VERIFIED",
        isSent
          ? `Please verify your email first. We sent a new code to ${user.email}.`
          : "Please verify your email first.",
      );
    }
    if (hasTwoFactor(user)) throw await secondStepRequired(deps, user, "user");
    return issueUserSession(deps, user);
  });
}

export async function signInAdmin(
  deps: AccountDeps,
  attempt: SignInAttempt,
): Promise<AdminSession> {
  return afterCaptcha(deps, attempt, async () => {
    const user = await checkCredentials(deps, attempt);
    if (user.role !== "admin") {
      throw new AppError("NOT_AN_ADMIN", "This account does not have admin access");
    }
    if (hasTwoFactor(user)) throw await secondStepRequired(deps, user, "admin");
    if (deps.requireTwoFactorForAdmins) {
      throw new AppError(
        "TWO_FACTOR_SETUP_REQUIRED",
        "Admins must use two-factor authentication. Sign in to the app with this account, turn it on in your profile, then sign in here again.",
      );
    }
    return issueAdminSession(deps, user);
  });
}
