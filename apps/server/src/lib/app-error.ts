export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error a service throws on purpose; its message is safe to show to the user. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;

  constructor(code: ErrorCode, message: string, errors?: Record<string, string>) {
    super(message);
    this.code = code;
    this.errors = errors;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
