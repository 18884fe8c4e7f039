import { DEFAULT_CLOSED_MESSAGE, DEFAULT_CONFIRMATION_MESSAGE } from "./constants";
import type { FormSettings } from "./entities";

// What a form says to its respondents, without the schemas of form-settings.ts: the public page
// reads these and nothing else of a form's settings.

/** The owner's closed message, or the default one when they left it blank. */
export function closedMessageOf(settings: Pick<FormSettings, "closedMessage">): string {
  return settings.closedMessage.trim() || DEFAULT_CLOSED_MESSAGE;
}

/** The owner's confirmation, or SPEC's 'Your response has been recorded.' */
export function confirmationMessageOf(settings: Pick<FormSettings, "confirmationMessage">): string {
  return settings.confirmationMessage.trim() || DEFAULT_CONFIRMATION_MESSAGE;
}
