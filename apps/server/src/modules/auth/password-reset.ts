import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import type { Log } from "../../lib/log.js";
import { generateResetToken, hashResetToken } from "../../lib/one-time-secrets.js";
import { hashPassword } from "../../lib/password-hash.js";
import { findUserByEmail, updateUser } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { choosePasswordMail, passwordResetMail } from "./emails.js";
import { consumeResetToken, deleteResetTokens, replaceResetToken } from "./repo.js";

const RESET_LIFETIME_MS = 60 * 60_000;

export const RESET_REQUESTED_MESSAGE = "Email sent successfully! Please check your inbox.";

/** A single-use link built from PUBLIC_URL (never from the request); retires earlier ones. */
async function createResetLink(deps: AccountDeps, userId: string): Promise<string> {
  const token = generateResetToken();
  await replaceResetToken(deps.db, {
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  return `${deps.publicUrl}/reset-password/${token}`;
}

/**
 * Mails a reset link to an active account that signs in with a password, and does nothing for
 * any other address. It runs
 * after the reply, so neither the answer nor its timing tells whether the account exists.
 */
export function requestPasswordReset(
  deps: AccountDeps,
  { email, log }: { email: string; log: Log },
): void {
  deps.afterReply.run(
    () => mailResetLink(deps, email),
    log,
    "password reset could not be requested",
  );
}

async function mailResetLink(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.active) return;
  // With single sign-on only, a password opens nothing but the admin's account.
  if (deps.isPasswordSignInOff && user.role !== "admin") return;
  const link = await createResetLink(deps, user.id);
  await deps.mailer.send(passwordResetMail(user.email, user.name, link));
}

/** Mails the link with which the owner of a just-verified address sets its first password. */
export async function sendPasswordChoiceLink(deps: AccountDeps, user: UserRow): Promise<void> {
  const link = await createResetLink(deps, user.id);
  await deps.mailer.send(choosePasswordMail(user.email, user.name, link));
}

/**
 * Sets the new password, ends every session of the user and uses the link up. Receiving the link
 * proves the address, so an unverified account becomes verified. No automatic sign-in.
 */
export async function resetPassword(
  deps: AccountDeps,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const used = await consumeResetToken(deps.db, hashResetToken(token));
  if (!used) {
    throw new AppError(
      "RESET_LINK_INVALID",
      "This reset link is invalid or has expired. Please request a new one.",
    );
  }
  const passwordHash = await hashPassword(password);
  await updateUser(
    deps.db,
    used.userId,
    { passwordHash, isVerified: true, registeredMoreThanOnce: false },
    { revokeSessions: true },
  );
  await deleteResetTokens(deps.db, used.userId);
}
