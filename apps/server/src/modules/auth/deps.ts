import type { Database } from "../../db/client.js";
import type { BackgroundWork } from "../../lib/background-work.js";
import type { CaptchaVerifier } from "../../lib/captcha.js";
import type { Mailer } from "../../lib/mailer.js";
import type { SecondStepTokens } from "../../lib/second-step-tokens.js";
import type { SessionTokens } from "../../lib/session-tokens.js";
import type { SignInLimits } from "./sign-in-limits.js";

/** What the account services need, and nothing of HTTP; plugins/accounts.ts makes it once. */
export type AccountDeps = {
  db: Database;
  mailer: Mailer;
  sessionTokens: SessionTokens;
  captcha: CaptchaVerifier;
  signInLimits: SignInLimits;
  /** Work that runs after the reply, so its duration tells the client nothing. */
  afterReply: BackgroundWork;
  otpKey: string;
  publicUrl: string;
  /** What a right password earns an account with two-factor authentication. */
  secondStepTokens: SecondStepTokens;
  /** Seals the authenticator apps' TOTP secrets in the database. */
  twoFactorKey: string;
  /** REQUIRE_TWO_FACTOR_FOR_ADMINS */
  requireTwoFactorForAdmins: boolean;
  /** AUDIT_LOG_IP: the audit log keeps the address of an admin's sign-in. */
  keepAuditIp: boolean;
  /** OIDC_ONLY: password sign-in and sign-up are off for everyone but installation admins. */
  isPasswordSignInOff: boolean;
};
