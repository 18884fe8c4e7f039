import type { AdminSession } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { recordAudit } from "../audit/record-audit.js";
import { issueAdminSession } from "../users/issue-session.js";
import { type AdminDevice, recognizeAdminDevice } from "./admin-devices.js";
import type { AccountDeps } from "./deps.js";

/** Where an admin signs in from: the address, and the device token their browser presented. */
export type AdminOrigin = { ip: string; deviceToken: string | undefined };
export type AdminSignIn = { session: AdminSession; device: AdminDevice };

/**
 * An admin's session, and the installation's audit entry of the sign-in it ends: a sign-in from
 * a browser this admin never used before is told apart.
 */
export async function issueAuditedAdminSession(
  deps: AccountDeps,
  user: UserRow,
  { ip, deviceToken }: AdminOrigin,
): Promise<AdminSignIn> {
  const session = await issueAdminSession(deps, user);
  const actor = {
    userId: user.id,
    email: user.email,
    apiKeyId: null,
    ip: deps.keepAuditIp ? ip : null,
  };
  const device = await deps.db.transaction(async (tx) => {
    const recognized = await recognizeAdminDevice(tx, user.id, deviceToken);
    await recordAudit(tx, actor, {
      workspaceId: null,
      action: recognized.isNew ? "admin.signed_in_new_device" : "admin.signed_in",
      objectType: "user",
      objectId: user.id,
    });
    return recognized;
  });
  return { session, device };
}
