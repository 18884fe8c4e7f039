import type { AdminSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { recordAudit } from "../audit/record-audit.js";
import { issueAdminSession } from "../users/issue-session.js";
import type { AccountDeps } from "./deps.js";

/** An admin's session, and the installation's audit entry of the sign-in it ends. */
export async function issueAuditedAdminSession(
  deps: AccountDeps,
  user: UserRow,
  ip: string,
): Promise<AdminSession> {
  const session = await issueAdminSession(deps, user);
  const actor = {
    userId: user.id,
    email: user.email,
    apiKeyId: null,
    ip: deps.keepAuditIp ? ip : null,
  };
  await recordAudit(deps.db, actor, {
    workspaceId: null,
    action: "admin.signed_in",
    objectType: "user",
    objectId: user.id,
  });
  return session;
}
