import type { TwoFactorLoginBody, UserSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { rateLimitedError } from "../../lib/rate-limited.js";
import type { SessionAudience } from "../../lib/session-tokens.js";
import { isSecondFactorRight, wrongSecondFactor } from "../two-factor/check-second-factor.js";
import { hasTwoFactor } from "../users/has-two-factor.js";
import { issueUserSession } from "../users/issue-session.js";
import { findUserById } from "../users/repo.js";
import { type AdminOrigin, type AdminSignIn, issueAuditedAdminSession } from "./admin-session.js";
import type { AccountDeps } from "./deps.js";

type Attempt = { email: string; ip: string };

const SIGN_IN_EXPIRED = "This sign-in has expired. Please sign in again.";

/**
 * Wrong passwords and wrong second-factor codes count alike against the account (per address
 * and overall): a code cannot be guessed faster than a password.
 */
export async function withinSignInLimits<Session>(
  deps: AccountDeps,
  { email, ip }: Attempt,
  signIn: () => Promise<Session>,
): Promise<Session> {
  const wait = await deps.signInLimits.secondsBlocked(email, ip);
  if (wait > 0) throw rateLimitedError(wait);
  try {
    const session = await signIn();
    await deps.signInLimits.recordSuccess(email, ip);
    return session;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === "INVALID_CREDENTIALS" || error.code === "TWO_FACTOR_CODE_INVALID")
    ) {
      await deps.signInLimits.recordFailure(email, ip);
    }
    throw error;
  }
}

/** No session yet for the right password: a token that the second step takes with a code. */
export async function secondStepRequired(
  deps: AccountDeps,
  user: UserRow,
  audience: SessionAudience,
): Promise<AppError> {
  const twoFactorToken = await deps.secondStepTokens.issue({
    userId: user.id,
    audience,
    tokenVersion: user.tokenVersion,
  });
  return new AppError(
    "TWO_FACTOR_REQUIRED",
    "Enter the code from your authenticator app to finish signing in.",
    { twoFactorToken },
  );
}

/** The user a live second-step token names, still able to sign in that way. */
async function userOfSecondStep(
  deps: AccountDeps,
  token: string,
  audience: SessionAudience,
): Promise<UserRow> {
  const claims = await deps.secondStepTokens.read(token, audience);
  const user = claims && (await findUserById(deps.db, claims.userId));
  // A password changed since (token version), or two-factor turned off, ends the attempt.
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion || !hasTwoFactor(user)) {
    throw new AppError("TWO_FACTOR_SIGN_IN_INVALID", SIGN_IN_EXPIRED);
  }
  if (!user.active) {
    throw new AppError(
      "ACCOUNT_DEACTIVATED",
      "This account has been deactivated. Contact the administrator to restore it.",
    );
  }
  if (audience === "admin" && user.role !== "admin") {
    throw new AppError("NOT_AN_ADMIN", "This account does not have admin access");
  }
  return user;
}

async function completeSignIn<Session>(
  deps: AccountDeps,
  { twoFactorToken, ip, ...factor }: TwoFactorLoginBody & { ip: string },
  audience: SessionAudience,
  issue: (user: UserRow) => Promise<Session>,
): Promise<Session> {
  const user = await userOfSecondStep(deps, twoFactorToken, audience);
  return withinSignInLimits(deps, { email: user.email, ip }, async () => {
    if (!(await isSecondFactorRight(deps, user.id, factor))) throw wrongSecondFactor(factor);
    return issue(user);
  });
}

export function completeUserSignIn(
  deps: AccountDeps,
  attempt: TwoFactorLoginBody & { ip: string },
): Promise<UserSession> {
  return completeSignIn(deps, attempt, "user", (user) => issueUserSession(deps, user));
}

export function completeAdminSignIn(
  deps: AccountDeps,
  attempt: TwoFactorLoginBody & AdminOrigin,
): Promise<AdminSignIn> {
  const { deviceToken, ...body } = attempt;
  return completeSignIn(deps, body, "admin", (user) =>
    issueAuditedAdminSession(deps, user, { ip: attempt.ip, deviceToken }),
  );
}
