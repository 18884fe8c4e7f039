import type { DeactivateAccountBody, User, UserSession } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { hashPassword, verifyPassword } from "../../lib/password-hash.js";
import type { AccountDeps } from "../auth/deps.js";
import { issueUserSession } from "../auth/issue-session.js";
import { type UserRow, updateUser } from "./repo.js";
import { toUserDto } from "./to-user-dto.js";

/** Only the name can change here: email, role, verification and active flags cannot. */
export async function updateProfile(
  deps: AccountDeps,
  user: UserRow,
  { name }: { name: string },
): Promise<User> {
  const updated = await updateUser(deps.db, user.id, { name });
  if (!updated) throw new AppError("NOT_FOUND", "Account not found");
  return toUserDto(updated);
}

/**
 * Ends every other session of the user (their tokens carry the old version) and answers a new
 * session for the browser that made the change, so it stays signed in.
 */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<UserSession> {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AppError("BAD_REQUEST", "Current password is incorrect", {
      oldPassword: "Current password is incorrect",
    });
  }
  if (oldPassword === newPassword) {
    throw new AppError("BAD_REQUEST", "The new password must differ from the current one", {
      newPassword: "The new password must differ from the current one",
    });
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await updateUser(deps.db, user.id, { passwordHash }, { revokeSessions: true });
  if (!updated) throw new AppError("NOT_FOUND", "Account not found");
  return issueUserSession(deps, updated);
}

/** Really deactivates (DESIGN §5): password confirmed, reason kept, every session ended. */
export async function deactivateAccount(
  deps: AccountDeps,
  user: UserRow,
  { password, reason, otherReason }: DeactivateAccountBody,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("BAD_REQUEST", "Password is incorrect", {
      password: "Password is incorrect",
    });
  }
  await updateUser(
    deps.db,
    user.id,
    {
      active: false,
      deactivationReason: reason,
      deactivationNote: reason === "other" ? (otherReason ?? null) : null,
      deactivatedAt: new Date(),
    },
    { revokeSessions: true },
  );
}
