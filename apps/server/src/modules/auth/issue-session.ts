import type { AdminSession, UserSession } from "@formloom/shared";
import type { UserRow } from "../users/repo.js";
import { toUserDto } from "../users/to-user-dto.js";
import type { AccountDeps } from "./deps.js";

/** What the web app stores as userData (SPEC §3). */
export async function issueUserSession(deps: AccountDeps, user: UserRow): Promise<UserSession> {
  const token = await deps.sessionTokens.issue({
    userId: user.id,
    audience: "user",
    tokenVersion: user.tokenVersion,
  });
  return { token, name: user.name, email: user.email, user: toUserDto(user) };
}

/** What the web app stores as adminData (SPEC §3). */
export async function issueAdminSession(deps: AccountDeps, user: UserRow): Promise<AdminSession> {
  const token = await deps.sessionTokens.issue({
    userId: user.id,
    audience: "admin",
    tokenVersion: user.tokenVersion,
  });
  return { token, name: user.name, email: user.email };
}
