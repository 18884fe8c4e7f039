import { isApiError } from "@/lib/api-client";
import { appText } from "@/lib/i18n/use-app-text";
import { sayRule } from "./rule-text";

/** SPEC §8: the server's message below 500, else 'Internal Server Error'. */
export function getSaveErrorMessage(error: unknown): string {
  const serverError = appText("builder.save.serverError");
  if (!isApiError(error)) return serverError;
  // Status 0: the server was not reached at all; say so rather than blame the server.
  if (error.status === 0) return error.message;
  return error.status < 500 && error.message ? sayRule(error.message) : serverError;
}
