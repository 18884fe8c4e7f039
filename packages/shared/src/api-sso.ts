import { z } from "zod";
import { userSessionSchema } from "./api-auth";
import { createEnvelopeSchema } from "./api-envelope";

// Single sign-on through an OpenID Connect provider: the browser goes to
// GET /api/auth/oidc/start, comes back through GET /api/auth/oidc/callback, and lands on
// /login/sso with a one-time code in the fragment, which the web app trades for the session.

/** Where the callback sends the browser: the code rides in the fragment, never sent to a server. */
export const SSO_LANDING_PATH = "/login/sso";
/** The sign-in page's query parameter that names why an SSO sign-in was refused. */
export const SSO_FAILURE_PARAM = "sso";

export const SSO_FAILURE_REASONS = [
  "unavailable",
  "failed",
  "unverified",
  "domain",
  "deactivated",
] as const;
export type SsoFailureReason = (typeof SSO_FAILURE_REASONS)[number];

// The code is 256 random bits in base64url: 43 characters.
export const ssoSessionBodySchema = z.object({
  code: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Invalid sign-in code"),
});
export const ssoSessionReplySchema = createEnvelopeSchema(userSessionSchema);

// GET /api/auth/oidc/callback: what the provider sends back; unknown parameters are ignored.
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
});

export type SsoSessionBody = z.infer<typeof ssoSessionBodySchema>;
