import type { AdminSession, UserSession } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { verifyDecoyPassword, verifyPassword } from "../../lib/password-hash.js";
import { findUserByEmail, type UserRow } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { issueAdminSession, issueUserSession } from "./issue-session.js";
import { sendVerificationCode } from "./send-verification-code.js";

type Credentials = { email: string; password: string };

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
  if (!user || !isMatch) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  if (!user.active) {
    throw new AppError(
      "FORBIDDEN",
      "This account has been deactivated. Contact the administrator to restore it.",
    );
  }
  return user;
}

export async function signInUser(
  deps: AccountDeps,
  credentials: Credentials,
): Promise<UserSession> {
  const user = await checkCredentials(deps, credentials);
  if (!user.isVerified) {
    // The web app answers a 404 by opening the verification screen: give it a fresh code.
    const isSent = await sendVerificationCode(deps, user).then(
      () => true,
      () => false,
    );
    throw new AppError(
      "NOT_FOUND",
      isSent
        ? `Please verify your email first. We sent a new code to ${user.email}.`
        : "Please verify your email first.",
    );
  }
  return issueUserSession(deps, user);
}

export async function signInAdmin(
  deps: AccountDeps,
  credentials: Credentials,
): Promise<AdminSession> {
  const user = await checkCredentials(deps, credentials);
  if (user.role !== "admin") {
    throw new AppError("FORBIDDEN", "This account does not have admin access");
  }
  return issueAdminSession(deps, user);
}
