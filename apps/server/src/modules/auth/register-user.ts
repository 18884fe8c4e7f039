import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { MailDeliveryError } from "../../lib/mailer.js";
import { hashPassword, verifyPassword } from "../../lib/password-hash.js";
import { deleteUser, findUserByEmail, insertUser, updateUser } from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { markRegisteredAgain } from "./repo.js";
import { requireCaptcha } from "./require-captcha.js";
import { sendVerificationCode } from "./send-verification-code.js";

const EMAIL_TAKEN = "An account with this email already exists. Please sign in.";

type Registration = { name: string; email: string; password: string };
type RegistrationRequest = Registration & { captchaToken: string | undefined; ip: string };

/**
 * Creates the account and mails its code. Registering an address that waits for verification
 * answers the same and mails a new code, but cannot choose the account's password: see
 * `registerAgain`. If the mail cannot be sent, a new account is removed again.
 */
export async function registerUser(
  deps: AccountDeps,
  { captchaToken, ip, ...input }: RegistrationRequest,
): Promise<{ email: string }> {
  if (deps.isPasswordSignInOff) {
    throw new AppError(
      "PASSWORD_SIGN_IN_OFF",
      "Accounts are created by signing in with single sign-on here.",
    );
  }
  await requireCaptcha(deps.captcha, { token: captchaToken, ip });
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.isVerified) throw new AppError("EMAIL_TAKEN", EMAIL_TAKEN);
  const user = existing
    ? await registerAgain(deps, existing, input)
    : await createAccount(deps, input);
  if (!user) throw new AppError("EMAIL_TAKEN", EMAIL_TAKEN);

  try {
    await sendVerificationCode(deps, user);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    if (!existing) await deleteUser(deps.db, user.id);
    throw new AppError(
      "MAIL_UNAVAILABLE",
      "We could not send the verification email. Please try again in a few minutes.",
    );
  }
  return { email: user.email };
}

async function createAccount(
  deps: AccountDeps,
  { name, email, password }: Registration,
): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(password);
  try {
    return await insertUser(deps.db, { name, email, passwordHash });
  } catch (error) {
    // Another sign-up of the address got in first: this one is a second registrant.
    if (isUniqueViolation(error)) return markRegisteredAgain(deps.db, email);
    throw error;
  }
}

/**
 * Nobody has proved the mailbox yet, so a second sign-up must not set the password the owner
 * will sign in with, nor keep one that a first registrant (perhaps an attacker) chose: it only
 * marks the account, and verification then discards every sign-up password. Whoever gives the
 * stored password again is its author, and may correct the name.
 */
async function registerAgain(
  deps: AccountDeps,
  existing: UserRow,
  { name, password }: Registration,
): Promise<UserRow | undefined> {
  // Costs one argon2 run, as hashing a first sign-up's password does: timing tells neither.
  if (await verifyPassword(existing.passwordHash, password)) {
    return updateUser(deps.db, existing.id, { name });
  }
  return markRegisteredAgain(deps.db, existing.email);
}
