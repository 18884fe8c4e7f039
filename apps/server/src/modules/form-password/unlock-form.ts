import { FORM_PASSWORD_MESSAGES } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { FormUnlockTokens } from "../../lib/form-unlock-tokens.js";
import { verifyPassword } from "../../lib/password-hash.js";
import { findFormLock } from "./repo.js";

const FORM_NOT_FOUND = "Form not found";

/**
 * The right password for a public form gives the token its page sends with every later call.
 * A form without a password gives one too: there is nothing to guess.
 */
export async function unlockForm(
  { db, tokens }: { db: Database; tokens: FormUnlockTokens },
  { formId, password }: { formId: string; password: string },
): Promise<{ token: string; expiresAt: string }> {
  const lock = await findFormLock(db, formId);
  if (!lock?.isPublic) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  if (lock.passwordHash !== null && !(await verifyPassword(lock.passwordHash, password))) {
    throw new AppError("FORM_PASSWORD_WRONG", FORM_PASSWORD_MESSAGES.wrong);
  }
  const { token, expiresAt } = tokens.issue(formId, lock.passwordGeneration);
  return { token, expiresAt: expiresAt.toISOString() };
}
