import { type AnswerIssue, ERROR_STATUS, type ErrorCode } from "@formloom/shared";

export { ERROR_STATUS, type ErrorCode };

export type AppErrorOptions = {
  /** Field name → message, for the envelope's `errors`. */
  errors?: Record<string, string>;
  /** Question id → what is wrong with its answer, for the envelope's `answerIssues`. */
  answerIssues?: Record<string, AnswerIssue>;
  /** Sent as `Retry-After`. */
  retryAfterSeconds?: number;
  /** TWO_FACTOR_REQUIRED: the token the second sign-in step takes. */
  twoFactorToken?: string;
};

/** An error a service throws on purpose; its message is safe to show to the user. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly answerIssues?: Record<string, AnswerIssue>;
  readonly retryAfterSeconds?: number;
  readonly twoFactorToken?: string;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.errors = options.errors;
    this.answerIssues = options.answerIssues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.twoFactorToken = options.twoFactorToken;
  }
}
