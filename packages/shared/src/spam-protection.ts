import { z } from "zod";

// A public form's defences against bots (the builder's Settings panel): a proof of work solved
// in the background, a honeypot field people leave empty and a shortest time from opening the
// form to submitting it. All off by default, so SPEC's submission call keeps working.

export const MIN_SECONDS_TO_SUBMIT_MAX = 60;
const SPAM_TOKEN_MAX = 10_000;
const HONEYPOT_MAX = 1_000;

/** The builder's Settings panel says it in the owner's language (builder/utils/rule-text.ts). */
export const MIN_SECONDS_TO_SUBMIT_INVALID = `The minimum time to submit must be a whole number of seconds from 0 to ${MIN_SECONDS_TO_SUBMIT_MAX}`;

export const spamProtectionSchema = z.object({
  proofOfWork: z.boolean(),
  honeypot: z.boolean(),
  // 0 takes a submission however soon it comes.
  minSecondsToSubmit: z
    .number(MIN_SECONDS_TO_SUBMIT_INVALID)
    .int(MIN_SECONDS_TO_SUBMIT_INVALID)
    .min(0, MIN_SECONDS_TO_SUBMIT_INVALID)
    .max(MIN_SECONDS_TO_SUBMIT_MAX, MIN_SECONDS_TO_SUBMIT_INVALID),
});
export type SpamProtection = z.infer<typeof spamProtectionSchema>;

/**
 * What a protected form's page sends with its answers: the signed start token and the solved
 * proof of work from GET /api/forms/{id}/spam-check, and the honeypot field's value.
 */
export const spamCheckSchema = z.object({
  startToken: z.string().max(SPAM_TOKEN_MAX).optional(),
  proof: z.string().max(SPAM_TOKEN_MAX).optional(),
  honeypot: z.string().max(HONEYPOT_MAX).optional(),
});
export type SpamCheck = z.infer<typeof spamCheckSchema>;

// GET /api/forms/{id}/spam-check: `challenge` is an ALTCHA challenge, or null when the server's
// captcha is a hosted provider (reCAPTCHA, Turnstile), whose widget brings its own: then
// `hostedCaptcha` names it and its site key, and the widget's token is sent as the proof.
export const spamCheckStartSchema = z.object({
  startToken: z.string(),
  challenge: z.record(z.string(), z.unknown()).nullable(),
  hostedCaptcha: z
    .object({ provider: z.enum(["recaptcha", "turnstile"]), siteKey: z.string() })
    .nullable(),
});
export type SpamCheckStart = z.infer<typeof spamCheckStartSchema>;

// GET /api/forms/{id}/blocked-submissions: the owner's count of submissions refused as spam.
export const blockedSubmissionsSchema = z.object({ count: z.number().int().min(0) });

export const SPAM_MESSAGES = {
  proofMissing:
    "This form checks that a browser sent the submission: reload the page and submit again",
  proofInvalid:
    "The form's automatic check failed or was already used: reload the page and submit again",
  honeypotFilled: "The submission filled in a field people leave empty, so it was refused as spam",
  startMissing:
    "The submission did not say when the form was opened: reload the page and submit again",
  tooFast: "The form was submitted too soon after it was opened: wait a few seconds and try again",
} as const;
