import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from "@formloom/shared";
import type { AppTextId, AppTextValues } from "@/lib/i18n/use-app-text";

// The address check is shared with the server, which writes its messages in English; the
// screen says the same in the app's language.
const URL_ERRORS: Record<string, AppTextId> = {
  [WEBHOOK_MESSAGES.urlRequired]: "responses.webhooks.urlRequired",
  [WEBHOOK_MESSAGES.urlTooLong]: "responses.webhooks.urlTooLong",
  [WEBHOOK_MESSAGES.urlNotHttp]: "responses.webhooks.urlNotHttp",
  [WEBHOOK_MESSAGES.urlHasSpaces]: "responses.webhooks.urlHasSpaces",
};

/** A webhook address check's message in the app's language; another message as it is. */
export function translateWebhookUrlError(
  text: (id: AppTextId, values?: AppTextValues) => string,
  message: string,
): string {
  const id = URL_ERRORS[message];
  return id ? text(id, { max: WEBHOOK_URL_MAX }) : message;
}
