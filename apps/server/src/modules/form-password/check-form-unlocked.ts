import { FORM_PASSWORD_MESSAGES } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { FormUnlockTokens } from "../../lib/form-unlock-tokens.js";
import { type FormLock, findFormLock } from "./repo.js";

/** What a caller brings to open a protected form: the token of its X-Form-Unlock header. */
export type FormUnlock = { tokens: FormUnlockTokens; token: string | undefined };

/**
 * Refuses a public, password-protected form when the caller carries no live unlock token. A
 * private form (only its workspace's members open it) or one without a password passes. For a
 * route that reads the form anyway: no query of its own.
 */
export function refuseLockedForm(
  form: FormLock & { id: string },
  { tokens, token }: FormUnlock,
): void {
  if (!form.isPublic || form.passwordHash === null) return;
  if (token && tokens.isValid(token, form.id, form.passwordGeneration)) return;
  throw new AppError("FORM_PASSWORD_REQUIRED", FORM_PASSWORD_MESSAGES.required);
}

/**
 * The same refusal for a route that does not read the form itself; a missing form passes, the
 * route's own checks answer for it.
 */
export async function checkFormUnlocked(
  { db, tokens }: { db: Database; tokens: FormUnlockTokens },
  { formId, token }: { formId: string; token: string | undefined },
): Promise<void> {
  const lock = await findFormLock(db, formId);
  if (lock) refuseLockedForm({ ...lock, id: formId }, { tokens, token });
}
