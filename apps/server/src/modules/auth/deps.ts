import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { Mailer } from "../../lib/mailer.js";
import type { SessionTokens } from "../../lib/session-tokens.js";

/** What the account services need, and nothing of HTTP. */
export type AccountDeps = {
  db: Database;
  mailer: Mailer;
  sessionTokens: SessionTokens;
  otpKey: string;
  publicUrl: string;
};

export function accountDeps(app: FastifyInstance): AccountDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    sessionTokens: app.sessionTokens,
    otpKey: app.otpKey,
    publicUrl: app.config.publicUrl,
  };
}
