import path from "node:path";
import { loginPasswordSchema } from "@formloom/shared";
import { z } from "zod";
import { WEB_DIST_DIR } from "./paths.js";

export const STORAGE_DRIVERS = ["local", "database", "s3"] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const CAPTCHA_PROVIDERS = ["altcha", "recaptcha", "turnstile"] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

function urlWithProtocols(protocols: string[]) {
  return optionalText.refine(
    (value) => value === undefined || isUrlWithProtocol(value, protocols),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
  );
}

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optionalText.default("localhost"),
    DATA_DIR: optionalText.default("./data"),
    DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"]),
    REDIS_URL: urlWithProtocols(["redis:", "rediss:"]),
    REDIS_KEY_PREFIX: optionalText.default("formloom:"),
    PUBLIC_URL: urlWithProtocols(["http:", "https:"]),
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"]),
    MAIL_FROM: optionalText.default("Formloom <no-reply@formloom.local>"),
    JWT_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      "must be at least 32 characters long",
    ),
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default("altcha"),
    CAPTCHA_SECRET: optionalText,
    CAPTCHA_SITE_KEY: optionalText,
    CAPTCHA_COST: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    ADMIN_EMAIL: optionalText.refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      "must be an email address",
    ),
    // The sign-in rule itself, so the admin made here can always sign in.
    ADMIN_PASSWORD: optionalText.pipe(loginPasswordSchema.optional()),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
    REQUIRE_TWO_FACTOR_FOR_ADMINS: z.enum(["true", "false"]).default("false"),
    AUDIT_LOG_IP: z.enum(["true", "false"]).default("false"),
    AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(12),
    WEBHOOK_PAUSE_AFTER_FAILURES: z.coerce.number().int().min(1).max(10_000).default(20),
    WEBHOOK_PAUSE_AFTER_MINUTES: z.coerce.number().int().min(0).max(10_080).default(10),
    METRICS_TOKEN: optionalText.refine(
      (value) => value === undefined || value.length >= 16,
      "must be at least 16 characters long",
    ),
    METRICS_PORT: optionalText
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number().int().min(1).max(65535).optional()),
    TRUST_PROXY: optionalText.refine(
      (value) => value === undefined || /^(true|false|\d{1,2})$/.test(value),
      "must be true, false or the number of proxy hops in front of the server",
    ),
    STORAGE: z.enum(STORAGE_DRIVERS).optional(),
    S3_ENDPOINT: urlWithProtocols(["http:", "https:"]),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText.default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
    OIDC_ISSUER: optionalText.refine(
      (value) => value === undefined || isIssuerUrl(value),
      "must be an https:// URL (http:// only on localhost or 127.0.0.1)",
    ),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_ALLOWED_DOMAINS: optionalText.refine(
      (value) =>
        value === undefined ||
        (parseDomains(value).length > 0 && parseDomains(value).every(isDomain)),
      "must be a comma-separated list of email domains, like example.org,example.com",
    ),
    OIDC_BUTTON_LABEL: optionalText.refine(
      (value) => value === undefined || value.length <= 60,
      "must be at most 60 characters long",
    ),
    OIDC_ONLY: z.enum(["true", "false"]).default("false"),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER !== "altcha") {
      for (const key of ["CAPTCHA_SECRET", "CAPTCHA_SITE_KEY"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `is required when CAPTCHA_PROVIDER is ${env.CAPTCHA_PROVIDER}`,
          });
        }
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required when the other of ADMIN_EMAIL / ADMIN_PASSWORD is set",
      });
    }
    if (env.STORAGE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when STORAGE is s3",
      });
    }
    const oidcKeys = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
    if (oidcKeys.some((key) => env[key])) {
      for (const key of oidcKeys.filter((key) => !env[key])) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message:
            "is required when any of OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET is set",
        });
      }
    } else if (env.OIDC_ONLY === "true") {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ONLY"],
        message: "needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required when the other of S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY is set",
      });
    }
  });

/** Every environment variable the server reads (docs/configuration.md documents each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** Where uploaded files live; S3 credentials left unset come from the SDK's usual sources. */
export type StorageConfig =
  | { driver: Exclude<StorageDriver, "s3"> }
  | { driver: "s3"; s3: S3Settings };

/** Single sign-on through an OpenID Connect provider (OIDC_*); absent when not configured. */
export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Email domains whose people may sign in with SSO for the first time; empty: any. */
  allowedDomains: string[];
  /** The button's text; the web app's own words when unset. */
  buttonLabel?: string;
  /** Password sign-in and sign-up are off for everyone but installation admins. */
  isOnly: boolean;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Rate limits and spent captcha solutions shared by every server, when set. */
  redis?: { url: string; keyPrefix: string };
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  captcha: {
    provider: (typeof CAPTCHA_PROVIDERS)[number];
    secret?: string;
    siteKey?: string;
    /** ALTCHA's work: the browser tries up to this many SHA-256 derivations. */
    altchaMaxCounter: number;
  };
  admin?: { email: string; password: string };
  /** Admin sign-in is refused to an admin who has not turned on two-factor authentication. */
  requireTwoFactorForAdmins: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Whether X-Forwarded-For is believed: only behind a reverse proxy, or rate limits are void. */
  trustProxy: boolean | number;
  /** Multiplies every rate limit; raised only by test suites that sign many people up. */
  rateLimitFactor: number;
  /** How long a client may take to send a request, stay silent, or keep an idle connection. */
  timeouts: { requestMs: number; idleMs: number; keepAliveMs: number };
  /** A PostgreSQL statement (or a transaction left idle) running longer is cancelled. */
  databaseStatementTimeoutMs: number;
  /** Webhooks may reach loopback and private addresses (tests, a receiver on the intranet). */
  webhookAllowPrivate: boolean;
  /** The audit log keeps the address a change came from, and its entries this long. */
  auditLog: { keepIp: boolean; retentionDays: number };
  /** How long a background job is its worker's before another may run it again. */
  jobLeaseMs: number;
  /** JOB_CONCURRENCY: webhook deliveries under way at once (owner mails have slots of their own). */
  jobConcurrency: number;
  /** A webhook is paused after `failures` failed deliveries in a row over `minFailingMs`. */
  webhookBreaker: { failures: number; minFailingMs: number };
  /**
   * Where /metrics is served: on the main port to bearers of `token`, and/or alone on `port`.
   * With neither it is not served at all.
   */
  metrics: { token?: string; port?: number };
  storage: StorageConfig;
  oidc?: OidcConfig;
  webDistDir: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment into a Config; a bad value throws a ConfigError naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { cwd = process.cwd(), webDistDir = WEB_DIST_DIR } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redis: values.REDIS_URL
      ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX }
      : undefined,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    jwtSecret: values.JWT_SECRET,
    captcha: {
      provider: values.CAPTCHA_PROVIDER,
      secret: values.CAPTCHA_SECRET,
      siteKey: values.CAPTCHA_SITE_KEY,
      altchaMaxCounter: values.CAPTCHA_COST,
    },
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    requireTwoFactorForAdmins: values.REQUIRE_TWO_FACTOR_FOR_ADMINS === "true",
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    rateLimitFactor: values.RATE_LIMIT_FACTOR,
    timeouts: {
      requestMs: values.REQUEST_TIMEOUT_MS,
      idleMs: values.IDLE_TIMEOUT_MS,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_MS,
    },
    databaseStatementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    webhookAllowPrivate: values.WEBHOOK_ALLOW_PRIVATE === "true",
    auditLog: {
      keepIp: values.AUDIT_LOG_IP === "true",
      retentionDays: values.AUDIT_LOG_RETENTION_DAYS,
    },
    jobLeaseMs: values.JOB_LEASE_SECONDS * 1000,
    jobConcurrency: values.JOB_CONCURRENCY,
    webhookBreaker: {
      failures: values.WEBHOOK_PAUSE_AFTER_FAILURES,
      minFailingMs: values.WEBHOOK_PAUSE_AFTER_MINUTES * 60_000,
    },
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT },
    storage: storageConfig(values),
    oidc: oidcConfig(values),
    webDistDir,
  };
}

// Files go where the data goes: beside the embedded database, or into the shared PostgreSQL.
function storageConfig(values: z.infer<typeof envSchema>): StorageConfig {
  const driver = values.STORAGE ?? (values.DATABASE_URL ? "database" : "local");
  if (driver !== "s3") return { driver };
  return {
    driver,
    s3: {
      endpoint: values.S3_ENDPOINT,
      bucket: values.S3_BUCKET ?? "",
      region: values.S3_REGION,
      accessKeyId: values.S3_ACCESS_KEY_ID,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY,
      forcePathStyle: values.S3_FORCE_PATH_STYLE === "true",
    },
  };
}

function oidcConfig(values: z.infer<typeof envSchema>): OidcConfig | undefined {
  const {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
  } = values;
  if (!issuer || !clientId || !clientSecret) return undefined;
  return {
    issuer,
    clientId,
    clientSecret,
    allowedDomains: values.OIDC_ALLOWED_DOMAINS ? parseDomains(values.OIDC_ALLOWED_DOMAINS) : [],
    buttonLabel: values.OIDC_BUTTON_LABEL,
    isOnly: values.OIDC_ONLY === "true",
  };
}

// Plain http reaches only a provider on this machine (a test or development provider): anywhere
// else the codes and tokens would cross the network in the clear.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
}

function parseDomains(value: string): string[] {
  return value
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== "");
}

function isDomain(value: string): boolean {
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value);
}

function parseTrustProxy(value: string | undefined): boolean | number {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return Number(value);
}
