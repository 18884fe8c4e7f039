import {
  type ErrorCode,
  SPAM_MESSAGES,
  type SpamCheck,
  type SpamProtection,
} from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import type { CaptchaVerifier } from "../../../lib/captcha.js";
import { isForeignKeyViolation } from "../../../lib/database-errors.js";
import type { FormStartTokens } from "../../../lib/form-start-tokens.js";
import { countBlockedSubmission } from "./repo.js";

export type SpamDeps = { db: Database; captcha: CaptchaVerifier; startTokens: FormStartTokens };

type SpamRefusal = { code: Extract<ErrorCode, `SPAM_${string}`>; message: string };

/** The cheap checks first: only a submission that passes them spends a proof of work. */
async function findRefusal(
  { captcha, startTokens }: SpamDeps,
  { formId, protection, spamCheck, ip }: SpamCheckRequest,
): Promise<SpamRefusal | undefined> {
  if (protection.honeypot && spamCheck.honeypot) {
    return { code: "SPAM_HONEYPOT_FILLED", message: SPAM_MESSAGES.honeypotFilled };
  }
  if (protection.minSecondsToSubmit > 0) {
    const issuedAt = spamCheck.startToken && startTokens.read(spamCheck.startToken, formId);
    if (!issuedAt) return { code: "SPAM_TOO_FAST", message: SPAM_MESSAGES.startMissing };
    if (Date.now() - issuedAt < protection.minSecondsToSubmit * 1000) {
      return { code: "SPAM_TOO_FAST", message: SPAM_MESSAGES.tooFast };
    }
  }
  if (protection.proofOfWork) {
    if (!spamCheck.proof)
      return { code: "SPAM_PROOF_MISSING", message: SPAM_MESSAGES.proofMissing };
    if (!(await captcha.verify(spamCheck.proof, { remoteIp: ip, consume: true }))) {
      return { code: "SPAM_PROOF_INVALID", message: SPAM_MESSAGES.proofInvalid };
    }
  }
  return undefined;
}

type SpamCheckRequest = {
  formId: string;
  protection: SpamProtection;
  spamCheck: SpamCheck;
  ip: string;
};

/**
 * Refuses, with 400 and a code per reason, a submission that fails the form's spam protection,
 * and counts it for the owner. It runs before the submission joins a batch, so nothing of it is
 * stored.
 */
export async function checkSpam(deps: SpamDeps, request: SpamCheckRequest): Promise<void> {
  const refusal = await findRefusal(deps, request);
  if (!refusal) return;
  try {
    await countBlockedSubmission(deps.db, request.formId);
  } catch (error) {
    // The form was deleted meanwhile: the refusal stands, with nothing left to count on.
    if (!isForeignKeyViolation(error)) throw error;
  }
  throw new AppError(refusal.code, refusal.message);
}
