import type { UserSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { generateResetToken, hashResetToken } from "../../lib/one-time-secrets.js";
import type { AccountDeps } from "../auth/deps.js";
import { ACCOUNT_DEACTIVATED } from "../auth/sign-in.js";
import { issueUserSession } from "../users/issue-session.js";
import { findUserById } from "../users/repo.js";
import { deleteExpiredSignInCodes, insertSignInCode, takeSignInCode } from "./repo.js";

/** Long enough for the browser to load the app and trade the code; no longer. */
const CODE_LIFETIME_MS = 60_000;

const INVALID_SIGN_IN_CODE =
  "This sign-in link has expired or was already used. Please sign in again.";

/** A code of 256 random bits for the web app to trade for the session, stored only hashed. */
export async function issueSignInCode(
  deps: Pick<AccountDeps, "db">,
  user: UserRow,
): Promise<string> {
  const code = generateResetToken();
  await deleteExpiredSignInCodes(deps.db);
  await insertSignInCode(deps.db, {
    codeHash: hashResetToken(code),
    userId: user.id,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  return code;
}

/** The session for a live code, which is spent by this call whatever its outcome. */
export async function exchangeSignInCode(deps: AccountDeps, code: string): Promise<UserSession> {
  const userId = await takeSignInCode(deps.db, hashResetToken(code));
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw new AppError("SSO_CODE_INVALID", INVALID_SIGN_IN_CODE);
  if (!user.active) {
    throw new AppError("ACCOUNT_DEACTIVATED", ACCOUNT_DEACTIVATED);
  }
  return issueUserSession(deps, user);
}
