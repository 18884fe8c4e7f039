import type { SecondFactor } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { openSecret } from "../../lib/secret-box.js";
import { checkTotp } from "../../lib/totp.js";
import type { TwoFactorDeps } from "./deps.js";
import { hashRecoveryCode } from "./recovery-codes.js";
import { claimTimeStep, findTwoFactorSecret, useRecoveryCode } from "./repo.js";

export const WRONG_CODE = "The code is not right. Please try again.";
export const WRONG_RECOVERY_CODE = "This recovery code is not right or was used already.";

/**
 * Whether the user's authenticator code or one of their recovery codes is right; either is
 * spent by being accepted (the code's time step, the recovery code for good).
 */
export async function isSecondFactorRight(
  deps: TwoFactorDeps,
  userId: string,
  { code, recoveryCode }: SecondFactor,
): Promise<boolean> {
  if (recoveryCode !== undefined) {
    return useRecoveryCode(deps.db, userId, hashRecoveryCode(recoveryCode));
  }
  if (code === undefined) return false;
  const row = await findTwoFactorSecret(deps.db, userId);
  // A secret sealed under another master secret (JWT_SECRET changed) opens to null: only a
  // recovery code can then get the user in.
  const secret = row && openSecret(deps.twoFactorKey, row.encryptedSecret);
  if (!row || !secret) return false;
  const step = await checkTotp(secret, code, row.lastUsedStep);
  return step !== null && claimTimeStep(deps.db, userId, step);
}

/** The refusal of a wrong code, naming the field it came in. */
export function wrongSecondFactor({ recoveryCode }: SecondFactor): AppError {
  const [field, message] =
    recoveryCode === undefined ? ["code", WRONG_CODE] : ["recoveryCode", WRONG_RECOVERY_CODE];
  return new AppError("TWO_FACTOR_CODE_INVALID", message, { errors: { [field]: message } });
}

/** Throws TWO_FACTOR_CODE_INVALID unless the code is right. */
export async function requireSecondFactor(
  deps: TwoFactorDeps,
  userId: string,
  factor: SecondFactor,
): Promise<void> {
  if (!(await isSecondFactorRight(deps, userId, factor))) throw wrongSecondFactor(factor);
}
