import { isApiError } from "@/lib/api-client";

const SERVER_ERROR = "Internal Server Error";

/** SPEC §8: the server's message below 500, else 'Internal Server Error'. */
export function getSaveErrorMessage(error: unknown): string {
  if (!isApiError(error)) return SERVER_ERROR;
  // Status 0: the server was not reached at all; say so rather than blame the server.
  if (error.status === 0) return error.message;
  return error.status < 500 && error.message ? error.message : SERVER_ERROR;
}
