import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import { type CaptchaVerifier, createCaptchaVerifier } from "../lib/captcha.js";
import { createMailer, type Mailer } from "../lib/mailer.js";
import { deriveKey, resolveMasterSecret } from "../lib/secrets.js";
import { createSessionTokens, type SessionTokens } from "../lib/session-tokens.js";
import { createSpentCaptchaNonces } from "../lib/spent-captcha-nonces.js";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    sessionTokens: SessionTokens;
    captcha: CaptchaVerifier;
    /** Keys HMAC-hashing the one-time codes. */
    otpKey: string;
  }
}

type AccountsOptions = { config: Config; mailer?: Mailer };

/** The services accounts need: secrets, tokens, mail and captcha, each made once. */
export const accountsPlugin = fp(
  async (app: FastifyInstance, { config, mailer }: AccountsOptions) => {
    const masterSecret = resolveMasterSecret(config.jwtSecret, config.dataDir);
    app.decorate("sessionTokens", createSessionTokens(deriveKey(masterSecret, "session-tokens")));
    app.decorate("otpKey", deriveKey(masterSecret, "one-time-codes"));
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
  },
);
