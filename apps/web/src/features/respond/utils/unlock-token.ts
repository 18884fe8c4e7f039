import { FORM_UNLOCK_HEADER } from "@formloom/shared/form-password-rules";

// The proof that this tab was given a password-protected form's password: kept for the tab's
// life only (a reload does not ask again, a new tab does), sent with every call of that form.

const keyOf = (formId: string) => `formloom:unlock:${formId}`;

export function readUnlockToken(formId: string): string | undefined {
  try {
    return sessionStorage.getItem(keyOf(formId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeUnlockToken(formId: string, token: string | undefined): void {
  try {
    if (token === undefined) sessionStorage.removeItem(keyOf(formId));
    else sessionStorage.setItem(keyOf(formId), token);
  } catch {
    // Storage refused: the token lives in this page only, and a reload asks again.
  }
}

/** The header that opens a locked form, when this tab holds its token; none otherwise. */
export function unlockHeaders(formId: string): Record<string, string> {
  const token = readUnlockToken(formId);
  return token ? { [FORM_UNLOCK_HEADER]: token } : {};
}
