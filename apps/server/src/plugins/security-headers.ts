import type { IncomingMessage, ServerResponse } from "node:http";
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
    const forEveryReply = {
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Said the same way as frame-ancestors 'none' (helmet's default SAMEORIGIN is looser);
      // the public form page lifts both (lib/frame-ancestors.ts).
      xFrameOptions: { action: "deny" },
    } as const;
    // Built once, here: @fastify/helmet built helmet again, policy parsing and all, on every
    // request, a tenth of a submission's CPU. Every header is the same on every reply of a kind
    // (a page, or an API resource), so helmet runs once for each and a request only copies.
    const pageHeaders = recordHeaders(
      helmet({
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
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        crossOriginEmbedderPolicy: false,
        ...forEveryReply,
      }),
    );
    const apiHeaders = recordHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] },
        },
        ...DOCUMENT_ONLY_HEADERS_OFF,
        ...forEveryReply,
      }),
    );
    app.addHook("onRequest", (request, reply, done) => {
      const headers = isApiResource(request.url) ? apiHeaders : pageHeaders;
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
);

/**
 * Headers that only steer a document (its opener, its referrer, its process, legacy IE and Flash
 * behaviour): an API answer, image or download is never rendered as a page, so they would only
 * cost each reply time, 6 % of a submission's CPU (bench/submissions.mjs).
 */
const DOCUMENT_ONLY_HEADERS_OFF = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * The API's JSON, images and files. They get what still protects a resource that is not a page
 * (OWASP's set for REST services): a policy that lets nothing run in them or frame them,
 * nosniff, DENY, same-origin resource policy and HSTS. The API's documentation is a page.
 */
function isApiResource(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

type HeadersMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a middleware that depends on nothing in the request sets, in the order it sets them. */
function recordHeaders(middleware: HeadersMiddleware): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}
