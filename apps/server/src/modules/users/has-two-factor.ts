import type { UserRow } from "../../db/rows.js";

/** Whether sign-in asks this user for a second factor: the hook other rules (a workspace's) use. */
export function hasTwoFactor(user: Pick<UserRow, "twoFactorEnabledAt">): boolean {
  return user.twoFactorEnabledAt !== null;
}
