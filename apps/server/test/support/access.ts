import type { WorkspaceAction } from "@formloom/shared";
import type { Access } from "../../src/lib/workspace-access.js";

/** A signed-in user's access, as a route would read it, for calling a service directly. */
export function ownerAccess(userId: string, action: WorkspaceAction = "forms.create"): Access {
  return {
    actor: { userId, email: "owner@example.org", apiKeyId: null, ip: null },
    userId,
    action,
    keyWorkspaceId: null,
    hasTwoFactor: false,
  };
}
