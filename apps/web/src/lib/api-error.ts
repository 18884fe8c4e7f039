// The zod-free module: this runs on every page before zod is told to be jitless (no eval).
import { ERROR_CODES, type ErrorCode } from "@formloom/shared/error-codes";

export type FieldErrors = Record<string, string>;

/**
 * A failed API call: the HTTP status (0 when the server could not be reached), the error's code
 * when the server sent one, its message and field errors, and for refused answers the envelope's
 * `answerIssues` as sent (the feature that submits answers reads them).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly code: ErrorCode | undefined;
  readonly answerIssues: Record<string, unknown>;
  /** TWO_FACTOR_REQUIRED: what the second sign-in step sends back with a code. */
  readonly twoFactorToken: string | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
    code?: ErrorCode,
    answerIssues: Record<string, unknown> = {},
    twoFactorToken?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
    this.answerIssues = answerIssues;
    this.twoFactorToken = twoFactorToken;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The call failed with one of these codes: the one way the app tells failures apart. */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}

/**
 * A signed call whose session is over (none sent, or expired or revoked). The API client's
 * session handler signs the user out on these (every 401 a signed call can get is one of them),
 * so the screens leave them alone.
 */
export const SESSION_ENDED_CODES = [
  "SIGN_IN_REQUIRED",
  "SESSION_INVALID",
] as const satisfies readonly ErrorCode[];

/**
 * An address whose id the server refuses (malformed, or a path it does not route): to a page
 * showing one thing by id, that thing is as missing as an unknown one.
 */
export const MALFORMED_ADDRESS_CODES = [
  "VALIDATION_FAILED",
  "MALFORMED_REQUEST",
  "ROUTE_NOT_FOUND",
] as const satisfies readonly ErrorCode[];

const SERVICE_UNAVAILABLE = 503;

/**
 * The server's message when it is meant for users (below 500, or a 503 that says which service
 * is down, e.g. mail), else the fallback.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message) return fallback;
  const isForUsers =
    (error.status > 0 && error.status < 500) || error.status === SERVICE_UNAVAILABLE;
  return isForUsers ? error.message : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toFieldErrors(errors: unknown): FieldErrors {
  if (!isRecord(errors)) return {};
  const fieldErrors: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === "string") : value;
    if (typeof message === "string") fieldErrors[field] = message;
  }
  return fieldErrors;
}

function toErrorCode(code: unknown): ErrorCode | undefined {
  return ERROR_CODES.find((known) => known === code);
}

/**
 * Builds the error from the failure envelope
 * `{ statusCode, code, message, errors, answerIssues, twoFactorToken }`,
 * or from the bare response.
 */
export function toApiError(response: Response, body: unknown): ApiError {
  const message =
    isRecord(body) && typeof body.message === "string" && body.message
      ? body.message
      : response.statusText || `Request failed with status ${response.status}`;
  if (!isRecord(body)) return new ApiError(response.status, message);
  return new ApiError(
    response.status,
    message,
    toFieldErrors(body.errors),
    toErrorCode(body.code),
    isRecord(body.answerIssues) ? body.answerIssues : {},
    typeof body.twoFactorToken === "string" ? body.twoFactorToken : undefined,
  );
}
