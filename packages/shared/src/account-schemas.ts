import { z } from "zod";
import {
  CHANGE_PASSWORD_MAX,
  DEACTIVATE_REASON_MAX,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  PASSWORD_MIN,
  PROFILE_NAME_MIN,
} from "./constants";
import {
  createConfirmPasswordSchema,
  createEmailSchema,
  createNameSchema,
  createPasswordSchema,
  requirePasswordMatch,
} from "./field-schemas";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "./messages";
import { storableString } from "./storable-text";

// Profile, change-password and deactivate-account forms (SPEC §5).

export const profileNameSchema = createNameSchema({
  min: PROFILE_NAME_MIN,
  max: NAME_MAX,
  requiredMessage: ACCOUNT_MESSAGES.nameRequired,
  tooShortMessage: AUTH_MESSAGES.nameTooShort,
  tooLongMessage: AUTH_MESSAGES.nameTooLong,
});

export const profileFormSchema = z.object({
  name: profileNameSchema,
  email: createEmailSchema(ACCOUNT_MESSAGES.emailInvalid),
});

// The spec caps every change-password field at 30, the current password included.
export const currentPasswordSchema = createPasswordSchema({
  min: PASSWORD_MIN,
  max: CHANGE_PASSWORD_MAX,
  requiredMessage: ACCOUNT_MESSAGES.currentPasswordRequired,
  tooShortMessage: AUTH_MESSAGES.passwordTooShort,
});

export const changedPasswordSchema = createPasswordSchema({
  min: PASSWORD_MIN,
  max: CHANGE_PASSWORD_MAX,
  requiredMessage: ACCOUNT_MESSAGES.newPasswordRequired,
  tooShortMessage: AUTH_MESSAGES.passwordTooShort,
  complexity: "listedSymbol",
});

export const changePasswordFormSchema = requirePasswordMatch(
  z.object({
    currentPassword: currentPasswordSchema,
    newPassword: changedPasswordSchema,
    confirmPassword: createConfirmPasswordSchema(CHANGE_PASSWORD_MAX),
  }),
  "newPassword",
);

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

// What PUT /users/change-password carries (SPEC §7).
export function toChangePasswordPayload(form: ChangePasswordForm): {
  oldPassword: string;
  newPassword: string;
} {
  return { oldPassword: form.currentPassword, newPassword: form.newPassword };
}

export const DEACTIVATION_REASONS = ["privacy", "switching", "notUsing", "other"] as const;

/** The password confirming a change to the account (deactivating, turning two-factor off). */
export const accountPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(LOGIN_PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong(LOGIN_PASSWORD_MAX));

export const deactivateAccountFormSchema = z
  .object({
    password: accountPasswordSchema,
    reason: z.enum(DEACTIVATION_REASONS, { error: ACCOUNT_MESSAGES.reasonRequired }),
    otherReason: storableString()
      .trim()
      .max(DEACTIVATE_REASON_MAX, ACCOUNT_MESSAGES.otherReasonTooLong)
      .optional(),
  })
  .refine((form) => form.reason !== "other" || Boolean(form.otherReason), {
    message: ACCOUNT_MESSAGES.otherReasonRequired,
    path: ["otherReason"],
  });

export type ProfileForm = z.infer<typeof profileFormSchema>;
export type DeactivationReason = (typeof DEACTIVATION_REASONS)[number];
export type DeactivateAccountForm = z.infer<typeof deactivateAccountFormSchema>;
