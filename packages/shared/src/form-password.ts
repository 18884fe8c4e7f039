import { z } from "zod";
import { createEnvelopeSchema } from "./api-envelope";
import { idSchema, timestampSchema } from "./entities";
import { FORM_PASSWORD_MAX, FORM_PASSWORD_MIN } from "./form-password-rules";
import { storableString } from "./storable-text";

// A per-form password a respondent gives before the form opens (issue 30). The server keeps only
// its argon2id hash; the owner's form says `hasPassword`, never the hash.

export * from "./form-password-rules";

export const FORM_PASSWORD_MESSAGES = {
  tooShort: `The password needs at least ${FORM_PASSWORD_MIN} characters`,
  tooLong: `The password can have at most ${FORM_PASSWORD_MAX} characters`,
  required: "This form asks for a password before it opens",
  wrong: "That password is not right. Check it and try again.",
  set: "Password saved",
  removed: "Password removed",
  unlocked: "Form unlocked",
} as const;

export const formPasswordSchema = storableString()
  .min(FORM_PASSWORD_MIN, FORM_PASSWORD_MESSAGES.tooShort)
  .max(FORM_PASSWORD_MAX, FORM_PASSWORD_MESSAGES.tooLong);

// PUT /api/forms/{id}/password: a new password, or null to remove it. Either way the tokens
// respondents were given stop working.
export const setFormPasswordBodySchema = z.object({ password: formPasswordSchema.nullable() });
export const setFormPasswordReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, hasPassword: z.boolean() }),
);

// POST /api/forms/{id}/unlock: the password a respondent typed; any length is compared, none is
// refused by its shape, so a wrong guess always reads as wrong.
export const unlockFormBodySchema = z.object({
  password: storableString().min(1).max(FORM_PASSWORD_MAX),
});
export const unlockFormReplySchema = createEnvelopeSchema(
  z.object({ token: z.string(), expiresAt: timestampSchema }),
);

export type SetFormPasswordBody = z.infer<typeof setFormPasswordBodySchema>;
export type UnlockFormReply = z.infer<typeof unlockFormReplySchema>;
