import type { SsoFailureReason } from "@formloom/shared";

/**
 * Why an SSO sign-in was refused. The browser is sent back to the sign-in page with the reason,
 * which the web app shows in the reader's language; the detail goes to the log only.
 */
export class SsoFailure extends Error {
  override name = "SsoFailure";
  readonly reason: SsoFailureReason;

  constructor(reason: SsoFailureReason, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.reason = reason;
  }
}
