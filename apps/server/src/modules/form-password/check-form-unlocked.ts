import { FORM_PASSWORD_MESSAGES } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { FormUnlockTokens } from "../../lib/form-unlock-tokens.js";
import { findFormLock } from "./repo.js";

/**
 * Refuses a call about a public, password-protected form that carries no live unlock token.
 * A form that is missing, private (only its workspace's members open it) or without a password
 * passes: the route's own checks answer for those.
 */
export async function checkFormUnlocked(
  { db, tokens }: { db: Database; tokens: FormUnlockTokens },
  { formId, token }: { formId: string; token: string | undefined },
): Promise<void> {
  const lock = await findFormLock(db, formId);
  if (!lock?.isPublic || lock.passwordHash === null) return;
  if (token && tokens.isValid(token, formId, lock.passwordGeneration)) return;
  throw new AppError("FORM_PASSWORD_REQUIRED", FORM_PASSWORD_MESSAGES.required);
}
