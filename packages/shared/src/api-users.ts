import { z } from "zod";
import {
  changedPasswordSchema,
  deactivateAccountFormSchema,
  profileNameSchema,
} from "./account-schemas";
import { userSessionSchema } from "./api-auth";
import { createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import { LOGIN_PASSWORD_MAX } from "./constants";
import { userSchema } from "./entities";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "./messages";

// Profile and account calls of SPEC §7, served under /api.

// GET /api/users/me
export const meReplySchema = createEnvelopeSchema(userSchema);

// PUT /api/users: only the name is editable (SPEC §2); other keys are stripped.
export const updateProfileBodySchema = z.object({ name: profileNameSchema });
export const updateProfileReplySchema = createEnvelopeSchema(userSchema);

// PUT /api/users/change-password, answered with 202, a message and a new session: every
// other session ends, this browser stays signed in with the new token. The old password is
// only compared with the stored hash, so any stored password (a reset allows 6
// characters) can be given.
export const changePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(LOGIN_PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong(LOGIN_PASSWORD_MAX)),
  newPassword: changedPasswordSchema,
});
export const changePasswordReplySchema = createEnvelopeSchema(userSessionSchema);

// POST /api/users/deactivate: the spec only alerts; DESIGN §5 makes it real.
export const deactivateAccountBodySchema = deactivateAccountFormSchema;
export const deactivateAccountReplySchema = messageEnvelopeSchema;

export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type DeactivateAccountBody = z.infer<typeof deactivateAccountBodySchema>;
