import type { DeactivateAccountBody, User, UserSession } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { hashPassword, verifyPassword } from "../../lib/password-hash.js";
import type { SessionTokens } from "../../lib/session-tokens.js";
import { issueUserSession } from "./issue-session.js";
import { deactivateUser, updateUser } from "./repo.js";
import { toUserDto } from "./to-user-dto.js";

/** The profile services need the database, and the token signer for a new session. */
type UserDeps = { db: Database; sessionTokens: SessionTokens };

/** Only the name can change here: email, role, verification and active flags cannot. */
export async function updateProfile(
  deps: UserDeps,
  { user, name }: { user: UserRow; name: string },
): Promise<User> {
  const updated = await updateUser(deps.db, user.id, { name });
  if (!updated) throw new AppError("ACCOUNT_NOT_FOUND", "Account not found");
  return toUserDto(updated);
}

/**
 * Ends every other session of the user (their tokens carry the old version) and answers a new
 * session for the browser that made the change, so it stays signed in.
 */
export async function changePassword(
  deps: UserDeps,
  { user, oldPassword, newPassword }: { user: UserRow; oldPassword: string; newPassword: string },
): Promise<UserSession> {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AppError("WRONG_PASSWORD", "Current password is incorrect", {
      errors: { oldPassword: "Current password is incorrect" },
    });
  }
  if (oldPassword === newPassword) {
    throw new AppError("PASSWORD_UNCHANGED", "The new password must differ from the current one", {
      errors: { newPassword: "The new password must differ from the current one" },
    });
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await updateUser(deps.db, user.id, { passwordHash }, { revokeSessions: true });
  if (!updated) throw new AppError("ACCOUNT_NOT_FOUND", "Account not found");
  return issueUserSession(deps, updated);
}

/** Really deactivates (DESIGN §5): password confirmed, reason kept, every session and API key ended. */
export async function deactivateAccount(
  deps: UserDeps,
  { user, password, reason, otherReason }: DeactivateAccountBody & { user: UserRow },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("WRONG_PASSWORD", "Password is incorrect", {
      errors: { password: "Password is incorrect" },
    });
  }
  await deactivateUser(deps.db, user.id, {
    deactivationReason: reason,
    deactivationNote: reason === "other" ? (otherReason ?? null) : null,
    deactivatedAt: new Date(),
  });
}
