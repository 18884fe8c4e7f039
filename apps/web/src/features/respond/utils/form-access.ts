import type { PublicForm } from "@formloom/shared";
import { closedMessageOf } from "@formloom/shared/form-settings";
import { RESPONDENT_MESSAGES } from "@formloom/shared/messages";
import { isApiError } from "@/lib/api-client";

/** Why the respondent cannot answer the form now, shown instead of its questions. */
export type FormBlock =
  | { kind: "closed"; message: string }
  | { kind: "signInRequired" }
  | { kind: "alreadyResponded" };

/** The address of the sign-in page that comes back to this form afterwards. */
export function signInHrefFor(formId: string): string {
  return `/login?${new URLSearchParams({ from: `/forms/${formId}/view` })}`;
}

/** What the form's status and settings say before the respondent starts. */
export function findFormBlock(form: PublicForm, isSignedIn: boolean): FormBlock | null {
  if (!form.status.isOpen) {
    return { kind: "closed", message: closedMessageOf(form.status) };
  }
  if (form.status.alreadyResponded) return { kind: "alreadyResponded" };
  if (form.settings.onePerUser && !isSignedIn) return { kind: "signInRequired" };
  return null;
}

/**
 * A submission the server refused because the form closed meanwhile (403, with its closed
 * message), this account already answered (409), or a one-per-user form needs a sign-in (401).
 * Null for any other failure, which the form shows itself.
 */
export function findSubmitBlock(form: PublicForm, error: unknown): FormBlock | null {
  if (!isApiError(error)) return null;
  if (error.status === 403) {
    return { kind: "closed", message: closedMessageOf({ closedMessage: error.message }) };
  }
  // Another 409 (a file another submission took) is the form's to show.
  if (error.status === 409 && error.message === RESPONDENT_MESSAGES.alreadyResponded) {
    return { kind: "alreadyResponded" };
  }
  // The owner may have asked for one response per person since the page loaded.
  const asksForSignIn =
    form.settings.onePerUser || error.message === RESPONDENT_MESSAGES.signInToRespond;
  if (error.status === 401 && asksForSignIn) return { kind: "signInRequired" };
  return null;
}
