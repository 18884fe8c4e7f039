import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { AppError } from "../lib/app-error.js";
import {
  createFixedWindows,
  type FixedWindows,
  LIMIT_KEYS_IN_MEMORY,
} from "../lib/fixed-windows.js";
import { rateLimitedError } from "../lib/rate-limited.js";

type Limit = {
  max: number;
  minutes: number;
  by: "ip" | "email" | "user" | "apiKey" | "ipAndForm";
};

/**
 * Every limit of the product in one table, counted in Redis when REDIS_URL is set (shared by
 * every server) and in each server's memory otherwise. `email` limits key on the address in the
 * body, so one account cannot be hammered from many addresses; `user` limits key on the
 * signed-in user; `apiKey` on the API key a request is sent with.
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 20, minutes: 5, by: "ip" },
  registerPerIp: { max: 10, minutes: 60, by: "ip" },
  verifyOtpPerIp: { max: 30, minutes: 10, by: "ip" },
  resendOtpPerAccount: { max: 3, minutes: 10, by: "email" },
  resendOtpPerIp: { max: 10, minutes: 10, by: "ip" },
  forgotPasswordPerAccount: { max: 3, minutes: 15, by: "email" },
  forgotPasswordPerIp: { max: 10, minutes: 15, by: "ip" },
  resetPasswordPerIp: { max: 20, minutes: 15, by: "ip" },
  captchaPerIp: { max: 60, minutes: 1, by: "ip" },
  // Each SSO sign-in makes two requests here and one to the provider: a person a few a minute.
  ssoPerIp: { max: 30, minutes: 5, by: "ip" },
  accountChangePerUser: { max: 10, minutes: 15, by: "user" },
  adminPerUser: { max: 300, minutes: 1, by: "user" },
  apiKeyCreatePerUser: { max: 20, minutes: 60, by: "user" },
  // Heavy work a person starts a few times a session: a script meets these, a person never.
  exportPerUser: { max: 30, minutes: 10, by: "user" },
  duplicatePerUser: { max: 30, minutes: 10, by: "user" },
  // Each invitation is a mail to someone else's address: enough for a team, not for spam.
  invitePerUser: { max: 50, minutes: 60, by: "user" },
  // Send test holds an outbound socket up to 10 s, and the button waits for its answer: a person
  // fixing a receiver clicks a few times a minute, a script 20 in a second. Also capped at
  // WEBHOOK_TESTS_IN_FLIGHT_PER_USER at once (modules/webhooks/routes.ts).
  webhookTestPerUser: { max: 20, minutes: 1, by: "user" },
  // Each key on its own, so one busy script cannot starve the owner's other keys or sessions.
  apiRequestsPerKey: { max: 120, minutes: 1, by: "apiKey" },
  // Submissions and uploads: a room of 300 behind one school or venue address must all get
  // through within a minute, so the per-minute cap leaves room for that burst; the hourly cap is
  // what stops a script, which cannot keep up even a classroom's pace for long.
  submitPerIp: { max: 400, minutes: 1, by: "ip" },
  submitPerIpHourly: { max: 2_000, minutes: 60, by: "ip" },
  // A protected form's page asks once per respondent, as it opens.
  spamCheckPerIp: { max: 400, minutes: 1, by: "ip" },
  // The funnel's beacons: a view, a start and a few pages per respondent, for the same room.
  funnelEventPerIp: { max: 2_000, minutes: 1, by: "ip" },
  uploadPerIp: { max: 400, minutes: 1, by: "ip" },
  uploadPerIpHourly: { max: 2_000, minutes: 60, by: "ip" },
  // A respondent keeping unfinished answers saves at each page and every 10 s while typing.
  partialSavePerIp: { max: 1_200, minutes: 1, by: "ip" },
  partialSavePerIpHourly: { max: 12_000, minutes: 60, by: "ip" },
  // The "email me the link" mail: a few per address, so it cannot be used to flood a mailbox.
  partialMailPerIp: { max: 10, minutes: 15, by: "ip" },
  partialMailPerAccount: { max: 3, minutes: 15, by: "email" },
  // Guesses at a form's password, per address and form: a respondent mistyping a few times
  // gets through, a script guessing does not; each form counts on its own.
  formUnlockPerIpAndForm: { max: 10, minutes: 15, by: "ipAndForm" },
} as const satisfies Record<string, Limit>;

/**
 * Wrong passwords given with a solved captcha (modules/auth/sign-in-limits.ts): a strict cap per
 * account and client address, and a looser one per account against guessing spread over many
 * addresses. Sign-ins without a captcha never count, so they cannot lock an owner out.
 */
export const LOGIN_FAILURE_LIMITS = {
  perAccountAndIp: { max: 10, minutes: 15 },
  perAccount: { max: 50, minutes: 15 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
/** A route's preHandler counting the request against one limit; a 429 once it is over. */
export type RateLimiter = preHandlerHookHandler;
export type RateLimiters = Record<RateLimitName, RateLimiter>;

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: RateLimiters;
    /** Counts the request against `name` where a preHandler cannot: rejects with the 429. */
    checkRateLimit(name: RateLimitName, request: FastifyRequest): Promise<void>;
  }
}

/** The 429 of a request over its limit, or undefined while it is within. */
type Verdict = AppError | undefined;
type LimitCheck = (request: FastifyRequest) => Verdict | Promise<Verdict>;

/**
 * Needs @fastify/rate-limit registered first; `factor` multiplies every maximum. With Redis, a
 * limit counts through the plugin's `createRateLimit` (whose own preHandler runs only one
 * limiter per request, and sign-in needs two). Without it, in this process's fixed windows, at
 * once: a submission checks two limits, 3.6 µs through the plugin's promises, 0.5 µs here.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, { factor }: { factor: number }) => {
  const windows = createFixedWindows(LIMIT_KEYS_IN_MEMORY);
  const checks = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, limit]) => {
      const max = limit.max * factor;
      const windowMs = limit.minutes * 60_000;
      const keyOf = (request: FastifyRequest) => `${name}:${limitKey(request, limit.by)}`;
      return [
        name,
        app.sharedRedis
          ? countShared(app, max, windowMs, keyOf)
          : countHere(windows, max, windowMs, keyOf),
      ];
    }),
  ) as Record<RateLimitName, LimitCheck>;
  const limiters = Object.fromEntries(
    Object.entries(checks).map(([name, check]) => [name, asPreHandler(check)]),
  ) as RateLimiters;
  app.decorate("rateLimits", limiters);
  app.decorate("checkRateLimit", async (name: RateLimitName, request: FastifyRequest) => {
    const verdict = await checks[name](request);
    if (verdict) throw verdict;
  });
});

function countShared(
  app: FastifyInstance,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string,
): LimitCheck {
  const count = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
  return async (request) => {
    const result = await count(request);
    return result.isAllowed || !result.isExceeded
      ? undefined
      : rateLimitedError(result.ttlInSeconds);
  };
}

function countHere(
  windows: FixedWindows,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string,
): LimitCheck {
  return (request) => {
    const { current, ttl } = windows(keyOf(request), windowMs);
    return current > max ? rateLimitedError(Math.ceil(ttl / 1000)) : undefined;
  };
}

/** Callback style: a limit counted in memory answers without a promise. */
function asPreHandler(check: LimitCheck): RateLimiter {
  return (request, _reply, done) => {
    const verdict = check(request);
    if (verdict instanceof Promise) verdict.then(done, done);
    else done(verdict);
  };
}

function limitKey(request: FastifyRequest, by: Limit["by"]): string {
  if (by === "user") return request.currentUser?.id ?? request.ip;
  if (by === "apiKey") return request.apiKey?.id ?? request.ip;
  if (by === "ipAndForm") {
    const formId = (request.params as { id?: unknown } | undefined)?.id;
    return `${request.ip}:${typeof formId === "string" ? formId : ""}`;
  }
  if (by === "email") {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : request.ip;
  }
  return request.ip;
}
