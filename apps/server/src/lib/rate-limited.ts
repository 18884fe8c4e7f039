import { AppError } from "./app-error.js";

/** The 429 every limit answers; the error handler sends `Retry-After`. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError(
    "RATE_LIMITED",
    `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
    { retryAfterSeconds },
  );
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
