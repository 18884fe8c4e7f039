import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import { type CaptchaVerifier, createCaptchaVerifier } from "../lib/captcha.js";
import { createFileLinks, type FileLinks } from "../lib/file-links.js";
import { createFormStartTokens, type FormStartTokens } from "../lib/form-start-tokens.js";
import { createFormUnlockTokens, type FormUnlockTokens } from "../lib/form-unlock-tokens.js";
import { createMailer, type Mailer } from "../lib/mailer.js";
import { createSecondStepTokens } from "../lib/second-step-tokens.js";
import { deriveKey, resolveMasterSecret, TWO_FACTOR_KEY_PURPOSE } from "../lib/secrets.js";
import { createSessionTokens, type SessionTokens } from "../lib/session-tokens.js";
import { createSpentCaptchaNonces } from "../lib/spent-captcha-nonces.js";
import type { AccountDeps } from "../modules/auth/deps.js";
import { createSignInLimits } from "../modules/auth/sign-in-limits.js";
import { LOGIN_FAILURE_LIMITS } from "./rate-limits.js";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    sessionTokens: SessionTokens;
    captcha: CaptchaVerifier;
    /** Encrypts the checks an SSO sign-in keeps in the browser for the provider's round trip. */
    ssoChecksKey: string;
    /** Keys HMAC-hashing the one-time codes. */
    otpKey: string;
    /** Signed links to uploaded files, as exports write them. */
    fileLinks: FileLinks;
    /** When a respondent opened a protected form, signed, for its minimum time to submit. */
    formStartTokens: FormStartTokens;
    /** Proof that a respondent gave a password-protected form's password. */
    formUnlockTokens: FormUnlockTokens;
    /** The above with the database and settings, as the account services take them. */
    accountDeps: AccountDeps;
  }
}

type AccountsOptions = { config: Config; mailer?: Mailer };

/** What the account services need: secrets, tokens, mail, captcha and limits, each made once. */
export const accountsPlugin = fp(
  async (app: FastifyInstance, { config, mailer }: AccountsOptions) => {
    const masterSecret = await resolveMasterSecret({
      jwtSecret: config.jwtSecret,
      dataDir: config.dataDir,
      db: app.db,
    });
    app.decorate("sessionTokens", createSessionTokens(deriveKey(masterSecret, "session-tokens")));
    app.decorate("otpKey", deriveKey(masterSecret, "one-time-codes"));
    app.decorate("ssoChecksKey", deriveKey(masterSecret, "sso-sign-in-checks"));
    app.decorate(
      "fileLinks",
      createFileLinks(deriveKey(masterSecret, "file-links"), config.publicUrl),
    );
    app.decorate("formStartTokens", createFormStartTokens(deriveKey(masterSecret, "form-start")));
    app.decorate(
      "formUnlockTokens",
      createFormUnlockTokens(deriveKey(masterSecret, "form-unlock")),
    );
    app.decorate(
      "captcha",
      createCaptchaVerifier(
        config.captcha,
        deriveKey(masterSecret, "altcha"),
        createSpentCaptchaNonces(app.db),
      ),
    );
    app.decorate(
      "mailer",
      mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          dataDir: config.dataDir,
          log: app.log,
        }),
    );
    app.decorate("accountDeps", {
      db: app.db,
      mailer: app.mailer,
      sessionTokens: app.sessionTokens,
      captcha: app.captcha,
      signInLimits: createSignInLimits(
        LOGIN_FAILURE_LIMITS,
        config.rateLimitFactor,
        app.sharedRedis,
      ),
      afterReply: app.afterReply,
      otpKey: app.otpKey,
      publicUrl: config.publicUrl,
      secondStepTokens: createSecondStepTokens(deriveKey(masterSecret, "two-factor-sign-in")),
      twoFactorKey: deriveKey(masterSecret, TWO_FACTOR_KEY_PURPOSE),
      requireTwoFactorForAdmins: config.requireTwoFactorForAdmins,
      keepAuditIp: config.auditLog.keepIp,
      isPasswordSignInOff: config.oidc?.isOnly ?? false,
    });
  },
);
