import type { PublicForm } from "@formloom/shared";
import { DEFAULT_CLOSED_MESSAGE } from "@formloom/shared/constants";
import { hasErrorCode, isApiError, SESSION_ENDED_CODES } from "@/lib/api-client";

/** Why the respondent cannot answer the form now, shown instead of its questions. */
export type FormBlock =
  /** `message` is the owner's closed message; "" when they left the default, which the page words. */
  { kind: "closed"; message: string } | { kind: "signInRequired" } | { kind: "alreadyResponded" };

/** The address of the sign-in page that comes back to this form afterwards. */
export function signInHrefFor(formId: string): string {
  return `/login?${new URLSearchParams({ from: `/forms/${formId}/view` })}`;
}

/** What the form's status and settings say before the respondent starts. */
export function findFormBlock(form: PublicForm, isSignedIn: boolean): FormBlock | null {
  if (!form.status.isOpen) {
    return { kind: "closed", message: form.status.closedMessage.trim() };
  }
  if (form.status.alreadyResponded) return { kind: "alreadyResponded" };
  if (form.settings.onePerUser && !isSignedIn) return { kind: "signInRequired" };
  return null;
}

/**
 * The closed message of a refusal: "" for the default, which the page words; the one the page
 * loaded (in the respondent's language) when the owner had set one then; else the server's.
 */
function closedMessageFor(form: PublicForm, error: { message: string }): string {
  const refused = error.message.trim();
  if (refused === DEFAULT_CLOSED_MESSAGE) return "";
  const loaded = form.status.closedMessage.trim();
  return loaded !== "" && loaded !== DEFAULT_CLOSED_MESSAGE ? loaded : refused;
}

/**
 * A submission the server refused because the form closed meanwhile (`FORM_CLOSED`, with its
 * closed message), this account already answered (`ALREADY_RESPONDED`), or a one-per-user form
 * needs a sign-in (`SIGN_IN_REQUIRED`, or an ended session on a form known to be one-per-user). Null for
 * any other failure, which the form shows itself.
 */
export function findSubmitBlock(form: PublicForm, error: unknown): FormBlock | null {
  if (!isApiError(error)) return null;
  if (error.code === "FORM_CLOSED")
    return { kind: "closed", message: closedMessageFor(form, error) };
  if (error.code === "ALREADY_RESPONDED") return { kind: "alreadyResponded" };
  // The owner may have asked for one response per person since the page loaded.
  const asksForSignIn = form.settings.onePerUser || error.code === "SIGN_IN_REQUIRED";
  if (hasErrorCode(error, ...SESSION_ENDED_CODES) && asksForSignIn)
    return { kind: "signInRequired" };
  return null;
}
