import type { AdminSession, UserSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import type { SessionTokens } from "../../lib/session-tokens.js";
import { toUserDto } from "./to-user-dto.js";

/** Issuing a session needs only the token signer; the account services pass theirs. */
type SessionDeps = { sessionTokens: SessionTokens };

/** What the web app stores as userData (SPEC §3). */
export async function issueUserSession(deps: SessionDeps, user: UserRow): Promise<UserSession> {
  const token = await deps.sessionTokens.issue({
    userId: user.id,
    audience: "user",
    tokenVersion: user.tokenVersion,
  });
  return { token, name: user.name, email: user.email, user: toUserDto(user) };
}

/** What the web app stores as adminData (SPEC §3). */
export async function issueAdminSession(deps: SessionDeps, user: UserRow): Promise<AdminSession> {
  const token = await deps.sessionTokens.issue({
    userId: user.id,
    audience: "admin",
    tokenVersion: user.tokenVersion,
  });
  return { token, name: user.name, email: user.email };
}
