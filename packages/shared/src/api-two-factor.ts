import { z } from "zod";
import { accountPasswordSchema } from "./account-schemas";
import { adminSessionSchema, userSessionSchema } from "./api-auth";
import { createEnvelopeSchema } from "./api-envelope";
import { userSchema } from "./entities";
import { TWO_FACTOR_MESSAGES } from "./messages";
import { storableString } from "./storable-text";

// Two-factor authentication (TOTP, RFC 6238): the second sign-in step and the profile's set-up.

export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;
/** 16 characters of a 32-letter alphabet: 80 random bits, shown as four groups of four. */
export const RECOVERY_CODE_LENGTH = 16;
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const TWO_FACTOR_TOKEN_MAX = 2_000;

/** Spaces an authenticator app shows inside the code ("123 456") are forgiven. */
export const twoFactorCodeSchema = storableString({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(40, TWO_FACTOR_MESSAGES.codeSixDigits)
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), TWO_FACTOR_MESSAGES.codeSixDigits),
  );

/** Case, spaces and dashes are forgiven: what is kept is the 16 letters and digits. */
export const recoveryCodeSchema = storableString({ error: TWO_FACTOR_MESSAGES.recoveryCodeInvalid })
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeInvalid)
  .transform((code) => code.toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`),
        TWO_FACTOR_MESSAGES.recoveryCodeInvalid,
      ),
  );

/** A code from the authenticator app, or one of the recovery codes: exactly one of the two. */
const secondFactorShape = {
  code: twoFactorCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};

function requireOneFactor<T extends { code?: string; recoveryCode?: string }>(
  value: T,
  context: z.RefinementCtx,
) {
  if ((value.code === undefined) === (value.recoveryCode === undefined)) {
    context.addIssue({
      code: "custom",
      path: ["code"],
      message: TWO_FACTOR_MESSAGES.codeOrRecoveryCode,
    });
  }
}

export const secondFactorSchema = z.object(secondFactorShape).superRefine(requireOneFactor);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

// POST /api/users/login/two-factor and POST /api/admin/login/two-factor: the token that
// TWO_FACTOR_REQUIRED answered, with a code.
export const twoFactorLoginBodySchema = z
  .object({
    twoFactorToken: storableString({ error: TWO_FACTOR_MESSAGES.signInExpired })
      .min(1, TWO_FACTOR_MESSAGES.signInExpired)
      .max(TWO_FACTOR_TOKEN_MAX, TWO_FACTOR_MESSAGES.signInExpired),
    ...secondFactorShape,
  })
  .superRefine(requireOneFactor);
export const twoFactorLoginReplySchema = createEnvelopeSchema(userSessionSchema);
export const twoFactorAdminLoginReplySchema = createEnvelopeSchema(adminSessionSchema);

// POST /api/users/two-factor/setup: a new secret, shown as a QR code and as text.
export const twoFactorSetupReplySchema = createEnvelopeSchema(
  z.object({ secret: z.string(), otpauthUrl: z.string() }),
);

// POST /api/users/two-factor/confirm: the first code turns it on and answers the recovery codes.
export const confirmTwoFactorBodySchema = z.object({ code: twoFactorCodeSchema });
const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()), user: userSchema });
export const confirmTwoFactorReplySchema = createEnvelopeSchema(recoveryCodesSchema);

// POST /api/users/two-factor/recovery-codes: new codes, the old ones void.
export const regenerateRecoveryCodesBodySchema = secondFactorSchema;
export const regenerateRecoveryCodesReplySchema = createEnvelopeSchema(recoveryCodesSchema);

// POST /api/users/two-factor/disable: the password and a code.
export const disableTwoFactorBodySchema = z
  .object({
    password: accountPasswordSchema,
    ...secondFactorShape,
  })
  .superRefine(requireOneFactor);
export const disableTwoFactorReplySchema = createEnvelopeSchema(userSchema);

export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupReplySchema>["data"];
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type DisableTwoFactorBody = z.infer<typeof disableTwoFactorBodySchema>;
