// No zod here: the web app reads the codes on every page, before zod is configured.

/**
 * Every error code the API answers with, and its HTTP status: the one place statuses are
 * chosen (docs/architecture.md lists them with their meaning). The server throws by code and
 * the error envelope carries it, so the web app branches on the code, not the status or text.
 */
export const ERROR_STATUS = {
  // 400: the request cannot be carried out as sent
  VALIDATION_FAILED: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_FAILED: 400,
  INVALID_CODE: 400,
  RESET_LINK_INVALID: 400,
  WRONG_PASSWORD: 400,
  PASSWORD_UNCHANGED: 400,
  UNSAFE_PATTERN: 400,
  PATTERN_UNAVAILABLE: 400,
  INVALID_ANSWERS: 400,
  MALFORMED_UPLOAD: 400,
  NOT_A_FILE_QUESTION: 400,
  TWO_FACTOR_CODE_INVALID: 400,
  // 401: who is asking is not known
  SIGN_IN_REQUIRED: 401,
  SESSION_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  API_KEY_INVALID: 401,
  METRICS_TOKEN_INVALID: 401,
  TWO_FACTOR_REQUIRED: 401,
  TWO_FACTOR_SIGN_IN_INVALID: 401,
  // 403: known, but not allowed
  ACCOUNT_DEACTIVATED: 403,
  WRONG_SESSION_KIND: 403,
  NOT_AN_ADMIN: 403,
  FORM_CLOSED: 403,
  FILE_LINK_EXPIRED: 403,
  FILE_LINK_INVALID: 403,
  API_KEY_NOT_ALLOWED: 403,
  API_KEY_READ_ONLY: 403,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  // 404: missing, or not the caller's (DESIGN §4)
  EMAIL_NOT_VERIFIED: 404,
  ACCOUNT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  FORM_NOT_FOUND: 404,
  VERSION_NOT_FOUND: 404,
  QUIZ_NOT_FOUND: 404,
  PATTERN_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  RESPONSE_NOT_FOUND: 404,
  API_KEY_NOT_FOUND: 404,
  // 409: the resource's state refuses the write
  EMAIL_TAKEN: 409,
  FILE_ALREADY_USED: 409,
  ALREADY_RESPONDED: 409,
  TOO_MANY_WEBHOOKS: 409,
  TOO_MANY_API_KEYS: 409,
  TWO_FACTOR_ALREADY_ON: 409,
  TWO_FACTOR_NOT_STARTED: 409,
  TWO_FACTOR_OFF: 409,
  // 413, 415: the upload itself
  FILE_TOO_LARGE: 413,
  NOT_MULTIPART: 415,
  FILE_TYPE_REFUSED: 415,
  // The framework's own refusals, before any route runs
  MALFORMED_REQUEST: 400,
  ROUTE_NOT_FOUND: 404,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // 429, 5xx
  RATE_LIMITED: 429,
  TOO_MANY_EXPORTS: 429,
  INTERNAL_ERROR: 500,
  MAIL_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  EXPORTS_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
