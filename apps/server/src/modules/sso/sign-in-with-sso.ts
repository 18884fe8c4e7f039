import { NAME_MAX } from "@formloom/shared";
import { z } from "zod";
import type { OidcConfig } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { generateResetToken } from "../../lib/one-time-secrets.js";
import { hashPassword } from "../../lib/password-hash.js";
import { findUserByEmail, insertUser, updateUser } from "../users/repo.js";
import type { SsoClaims } from "./oidc-client.js";
import { findUserByIdentity, linkIdentity } from "./repo.js";
import { SsoFailure } from "./sso-failure.js";

type SsoAccountDeps = { db: Database; settings: OidcConfig };

/**
 * The account of the person the provider vouched for: the one linked to their identity; else the
 * one with their email, linked now, but only when the provider verified that email; else a new,
 * verified account, when the email's domain is allowed.
 */
export async function findSsoAccount(deps: SsoAccountDeps, claims: SsoClaims): Promise<UserRow> {
  const identity = { issuer: deps.settings.issuer, subject: claims.subject };
  const linked = await findUserByIdentity(deps.db, identity);
  if (linked) return usable(linked);

  const email = verifiedEmail(claims);
  if (!isAllowedDomain(deps.settings.allowedDomains, email)) {
    throw new SsoFailure("domain", `the domain of ${email} is not allowed`);
  }
  const account =
    (await findUserByEmail(deps.db, email)) ?? (await createAccount(deps, claims, email));
  usable(account);
  const trusted = account.isVerified ? account : await verifyPendingAccount(deps.db, account);
  await linkIdentity(deps.db, { ...identity, userId: trusted.id });
  return trusted;
}

function usable(user: UserRow): UserRow {
  if (!user.active) throw new SsoFailure("deactivated", "the account is deactivated");
  return user;
}

function verifiedEmail(claims: SsoClaims): string {
  const email = z.email().safeParse(claims.email?.trim().toLowerCase());
  // An unverified address could be anyone's: linking by it would hand their account over.
  if (!email.success || !claims.isEmailVerified) {
    throw new SsoFailure("unverified", "the provider did not vouch for an email address");
  }
  return email.data;
}

function isAllowedDomain(allowedDomains: string[], email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return allowedDomains.length === 0 || allowedDomains.includes(domain);
}

/** A password nobody knows: the person signs in with SSO, or chooses one with a reset link. */
async function unknownPasswordHash(): Promise<string> {
  return hashPassword(generateResetToken());
}

async function createAccount(
  deps: SsoAccountDeps,
  claims: SsoClaims,
  email: string,
): Promise<UserRow> {
  const name = (claims.name?.trim() || email.slice(0, email.indexOf("@"))).slice(0, NAME_MAX);
  try {
    return await insertUser(deps.db, {
      name,
      email,
      passwordHash: await unknownPasswordHash(),
      isVerified: true,
    });
  } catch (error) {
    // A sign-up of the same address got in first: that account is the one to link.
    const existing = isUniqueViolation(error) ? await findUserByEmail(deps.db, email) : undefined;
    if (!existing) throw error;
    return existing;
  }
}

/**
 * A pending sign-up of the address may be someone else's, waiting for the owner to arrive (an
 * account pre-hijack): the provider has now proved the mailbox, so the sign-up's password and
 * any session are dropped, as verifying a contested sign-up does.
 */
async function verifyPendingAccount(db: Database, account: UserRow): Promise<UserRow> {
  const verified = await updateUser(
    db,
    account.id,
    { isVerified: true, registeredMoreThanOnce: false, passwordHash: await unknownPasswordHash() },
    { revokeSessions: true },
  );
  if (!verified) throw new SsoFailure("failed", "the account vanished while it was linked");
  return verified;
}
