import type { UserSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { verifyDecoyPassword, verifyPassword } from "../../lib/password-hash.js";
import { hasTwoFactor } from "../users/has-two-factor.js";
import { issueUserSession } from "../users/issue-session.js";
import { findUserByEmail } from "../users/repo.js";
import { type AdminSignIn, issueAuditedAdminSession } from "./admin-session.js";
import type { AccountDeps } from "./deps.js";
import { requireCaptcha } from "./require-captcha.js";
import { sendVerificationCode } from "./send-verification-code.js";
import { secondStepRequired, withinSignInLimits } from "./sign-in-second-step.js";

type Credentials = { email: string; password: string };
export type SignInAttempt = Credentials & { captchaToken: string | undefined; ip: string };

export const INVALID_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_DEACTIVATED =
  "This account has been deactivated. Contact the administrator to restore it.";
export const PASSWORD_SIGN_IN_OFF =
  "Password sign-in is turned off here: please sign in with single sign-on.";

/**
 * With OIDC_ONLY, a sign-up's way in (its code) is closed too: a pending account signs in with
 * SSO, which verifies it.
 */
export function refuseWhenPasswordSignInOff(deps: AccountDeps): void {
  if (deps.isPasswordSignInOff) throw new AppError("PASSWORD_SIGN_IN_OFF", PASSWORD_SIGN_IN_OFF);
}

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
    throw new AppError("ACCOUNT_DEACTIVATED", ACCOUNT_DEACTIVATED);
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
    // Only who knows the password learns that it no longer opens the account.
    if (deps.isPasswordSignInOff && user.role !== "admin") {
      throw new AppError("PASSWORD_SIGN_IN_OFF", PASSWORD_SIGN_IN_OFF);
    }
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
  attempt: SignInAttempt & { deviceToken: string | undefined },
): Promise<AdminSignIn> {
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
    return issueAuditedAdminSession(deps, user, attempt);
  });
}
