import { z } from "zod";
import { createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormShape,
  resetPasswordFormShape,
  resetTokenSchema,
  verifyOtpFormSchema,
} from "./auth-schemas";
import { CAPTCHA_TOKEN_MAX } from "./constants";
import { userSchema } from "./entities";
import { requirePasswordMatch } from "./field-schemas";
import { AUTH_MESSAGES } from "./messages";

// Auth calls of SPEC §7, served under /api (DESIGN §4).

// The spec's field name is kept whichever captcha provider runs (DESIGN §1).
export const CAPTCHA_FIELD = "g-recaptcha-response";

export const captchaTokenSchema = z
  .string({ error: AUTH_MESSAGES.captchaRequired })
  .min(1, AUTH_MESSAGES.captchaRequired)
  .max(CAPTCHA_TOKEN_MAX, AUTH_MESSAGES.captchaRequired);

// GET /api/health: 200 with "up", or 503 with "down" when the database does not answer.
export const healthReplySchema = createEnvelopeSchema(
  z.object({ database: z.enum(["up", "down"]) }),
);

// GET /api/health/ready: whether this server can take traffic; to operators, 503 names the check
// that failed (anybody else gets the status alone, `data: null`).
export const readinessReplySchema = createEnvelopeSchema(
  z
    .object({
      database: z.enum(["up", "down"]),
      migrations: z.enum(["applied", "pending", "unknown"]),
      storage: z.enum(["up", "down"]),
    })
    .nullable(),
);

// GET /api/config: what the web app must know of the server's set-up before sign-in.
export const publicConfigReplySchema = createEnvelopeSchema(
  z.object({
    captcha: z.object({
      provider: z.enum(["altcha", "recaptcha", "turnstile"]),
      siteKey: z.string().nullable(),
    }),
    /** PUBLIC_URL without a trailing slash: the base of every link a user sends to others. */
    publicUrl: z.string(),
    /** Single sign-on, when configured: the button's text (null: the app's own words). */
    sso: z.object({ buttonLabel: z.string().nullable() }).nullable(),
    /** False with OIDC_ONLY: people sign in and up with SSO (admins keep their password). */
    isPasswordSignInOn: z.boolean(),
  }),
);
export type PublicConfig = z.infer<typeof publicConfigReplySchema>["data"];

// GET /api/captcha/challenge: an ALTCHA challenge for the widget, or null for hosted providers.
export const captchaChallengeReplySchema = z.record(z.string(), z.unknown()).nullable();

// POST /api/users/verify-captcha
export const verifyCaptchaBodySchema = z.object({ [CAPTCHA_FIELD]: captchaTokenSchema });
export const verifyCaptchaReplySchema = messageEnvelopeSchema;

// POST /api/users/login and POST /api/admin/login. The captcha token may ride along so
// the server can check it in the same request.
export const loginBodySchema = loginFormSchema.extend({
  [CAPTCHA_FIELD]: captchaTokenSchema.optional(),
});

// What the web app keeps in localStorage as userData (SPEC §3).
export const userSessionSchema = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
  user: userSchema,
});

// What the web app keeps in localStorage as adminData (SPEC §3).
export const adminSessionSchema = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
});

export const loginReplySchema = createEnvelopeSchema(userSessionSchema);
export const adminLoginBodySchema = loginBodySchema;
export const adminLoginReplySchema = createEnvelopeSchema(adminSessionSchema);

// POST /api/users/register
export const registerBodySchema = requirePasswordMatch(
  z.object({ ...registerFormShape, [CAPTCHA_FIELD]: captchaTokenSchema.optional() }),
);
export const registerReplySchema = createEnvelopeSchema(z.object({ email: z.string() }));

// POST /api/users/verify-otp
export const verifyOtpBodySchema = verifyOtpFormSchema;
export const verifyOtpReplySchema = createEnvelopeSchema(userSessionSchema);

// POST /api/users/resend-otp and POST /api/users/forget-password
export const resendOtpBodySchema = forgotPasswordFormSchema;
export const resendOtpReplySchema = messageEnvelopeSchema;
export const forgotPasswordBodySchema = forgotPasswordFormSchema;
export const forgotPasswordReplySchema = messageEnvelopeSchema;

// POST /api/users/password-reset: the token from the reset link travels in the body.
export const resetPasswordBodySchema = requirePasswordMatch(
  z.object({ ...resetPasswordFormShape, token: resetTokenSchema }),
);
export const resetPasswordReplySchema = messageEnvelopeSchema;

export type UserSession = z.infer<typeof userSessionSchema>;
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
