import { AppError } from "../../lib/app-error.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { MailDeliveryError } from "../../lib/mailer.js";
import { hashPassword } from "../../lib/password-hash.js";
import {
  deleteUser,
  findUserByEmail,
  insertUser,
  type UserRow,
  updateUser,
} from "../users/repo.js";
import type { AccountDeps } from "./deps.js";
import { sendVerificationCode } from "./send-verification-code.js";

const EMAIL_TAKEN = "An account with this email already exists. Please sign in.";

type Registration = { name: string; email: string; password: string };

/**
 * Creates the account and mails its code. Registering again before verifying replaces the name
 * and password and sends a new code. If the mail cannot be sent, a new account is removed again:
 * nothing half-created stays behind.
 */
export async function registerUser(
  deps: AccountDeps,
  input: Registration,
): Promise<{ email: string }> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.isVerified) throw new AppError("CONFLICT", EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);

  let user: UserRow | undefined;
  if (existing) {
    user = await updateUser(deps.db, existing.id, { name: input.name, passwordHash });
  } else {
    user = await insertUser(deps.db, { name: input.name, email: input.email, passwordHash }).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", EMAIL_TAKEN);
        throw error;
      },
    );
  }
  if (!user) throw new AppError("CONFLICT", EMAIL_TAKEN);

  try {
    await sendVerificationCode(deps, user);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    if (!existing) await deleteUser(deps.db, user.id);
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "We could not send the verification email. Please try again in a few minutes.",
    );
  }
  return { email: user.email };
}
