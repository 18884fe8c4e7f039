import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

const CAPTCHA_ORIGINS = {
  altcha: [],
  recaptcha: ["https://www.google.com", "https://www.gstatic.com", "https://www.recaptcha.net"],
  turnstile: ["https://challenges.cloudflare.com"],
} as const;

type SecurityHeadersOptions = {
  /** HSTS and upgrade-insecure-requests only make sense when the product is served over HTTPS. */
  isHttps: boolean;
  captchaProvider: keyof typeof CAPTCHA_ORIGINS;
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { isHttps, captchaProvider }: SecurityHeadersOptions) => {
    const captchaOrigins = CAPTCHA_ORIGINS[captchaProvider];
    // Built once, here: @fastify/helmet built helmet again, policy parsing and all, on every
    // request, a tenth of a submission's CPU.
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", ...captchaOrigins],
          // Toasts and Radix position elements with inline styles; no inline script is allowed.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...captchaOrigins],
          // The ALTCHA widget solves its proof-of-work in a blob: worker.
          "worker-src": ["'self'", "blob:"],
          "frame-src": captchaOrigins.length > 0 ? [...captchaOrigins] : ["'none'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "upgrade-insecure-requests": isHttps ? [] : null,
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Said the same way as frame-ancestors 'none' (helmet's default SAMEORIGIN is looser);
      // the public form page lifts both (lib/frame-ancestors.ts).
      xFrameOptions: { action: "deny" },
    });
    app.addHook("onRequest", (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
);
