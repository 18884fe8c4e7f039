import type {
  AuditAction,
  RecoveryCodes,
  SecondFactor,
  TwoFactorSetup,
  User,
} from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { verifyPassword } from "../../lib/password-hash.js";
import { openSecret, sealSecret } from "../../lib/secret-box.js";
import { checkTotp, createTotpSecret, totpAddress } from "../../lib/totp.js";
import type { Actor } from "../../lib/workspace-access.js";
import { type AuditEntry, withAudit } from "../audit/record-audit.js";
import { hasTwoFactor } from "../users/has-two-factor.js";
import { toUserDto } from "../users/to-user-dto.js";
import { requireSecondFactor, WRONG_CODE } from "./check-second-factor.js";
import type { TwoFactorDeps } from "./deps.js";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes.js";
import {
  claimTimeStep,
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactorSecret,
  replaceRecoveryCodes,
  savePendingSecret,
} from "./repo.js";

/** The account's own event, kept with the installation's: an account belongs to no workspace. */
const twoFactorEntry = (action: AuditAction, userId: string): AuditEntry => ({
  workspaceId: null,
  action,
  objectType: "user",
  objectId: userId,
});

const ALREADY_ON = "Two-factor authentication is already on.";
const IS_OFF = "Two-factor authentication is off.";

/** A new secret for the authenticator app; two-factor stays off until a code confirms it. */
export async function startTwoFactorSetup(
  deps: TwoFactorDeps,
  user: UserRow,
): Promise<TwoFactorSetup> {
  if (hasTwoFactor(user)) throw new AppError("TWO_FACTOR_ALREADY_ON", ALREADY_ON);
  const secret = createTotpSecret();
  await savePendingSecret(deps.db, user.id, sealSecret(deps.twoFactorKey, secret));
  return { secret, otpauthUrl: totpAddress(secret, user.email) };
}

/** The first right code turns two-factor on; the recovery codes are answered this once. */
export async function confirmTwoFactor(
  deps: TwoFactorDeps,
  { user, code, actor }: { user: UserRow; code: string; actor: Actor },
): Promise<RecoveryCodes> {
  if (hasTwoFactor(user)) throw new AppError("TWO_FACTOR_ALREADY_ON", ALREADY_ON);
  const row = await findTwoFactorSecret(deps.db, user.id);
  const secret = row && openSecret(deps.twoFactorKey, row.encryptedSecret);
  if (!row || !secret) {
    throw new AppError("TWO_FACTOR_NOT_STARTED", "Start the set-up again to get a new QR code.");
  }
  const step = await checkTotp(secret, code, row.lastUsedStep);
  if (step === null || !(await claimTimeStep(deps.db, user.id, step))) {
    throw new AppError("TWO_FACTOR_CODE_INVALID", WRONG_CODE, { errors: { code: WRONG_CODE } });
  }
  const recoveryCodes = generateRecoveryCodes();
  const updated = await withAudit(
    deps.db,
    actor,
    (tx) => enableTwoFactor(tx, user.id, recoveryCodes.map(hashRecoveryCode)),
    twoFactorEntry("two_factor.enabled", user.id),
  );
  if (!updated) throw new AppError("ACCOUNT_NOT_FOUND", "Account not found");
  return { recoveryCodes, user: toUserDto(updated) };
}

/** New recovery codes for a right code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  { user, ...factor }: SecondFactor & { user: UserRow },
): Promise<RecoveryCodes> {
  if (!hasTwoFactor(user)) throw new AppError("TWO_FACTOR_OFF", IS_OFF);
  await requireSecondFactor(deps, user.id, factor);
  const recoveryCodes = generateRecoveryCodes();
  await replaceRecoveryCodes(deps.db, user.id, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes, user: toUserDto(user) };
}

/** Turning two-factor off takes the password and a code, so a session left open is not enough. */
export async function turnOffTwoFactor(
  deps: TwoFactorDeps,
  {
    user,
    password,
    actor,
    ...factor
  }: SecondFactor & {
    user: UserRow;
    password: string;
    actor: Actor;
  },
): Promise<User> {
  if (!hasTwoFactor(user)) throw new AppError("TWO_FACTOR_OFF", IS_OFF);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("WRONG_PASSWORD", "Password is incorrect", {
      errors: { password: "Password is incorrect" },
    });
  }
  await requireSecondFactor(deps, user.id, factor);
  const updated = await withAudit(
    deps.db,
    actor,
    (tx) => deleteTwoFactor(tx, user.id),
    twoFactorEntry("two_factor.disabled", user.id),
  );
  if (!updated) throw new AppError("ACCOUNT_NOT_FOUND", "Account not found");
  return toUserDto(updated);
}
