import type { SpamProtection } from "./spam-protection";

// The plain rules of a form's spam protection, without zod: the public page reads them too.

/** What the builder's switch sets the minimum time to when the owner turns it on. */
export const DEFAULT_MIN_SECONDS_TO_SUBMIT = 3;

export const SPAM_PROTECTION_OFF: SpamProtection = {
  proofOfWork: false,
  honeypot: false,
  minSecondsToSubmit: 0,
};

export function isSpamProtected(protection: SpamProtection): boolean {
  return protection.proofOfWork || protection.honeypot || protection.minSecondsToSubmit > 0;
}
