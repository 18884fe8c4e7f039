import { createUser, type TestUser, uniqueEmail } from "./api-users.js";
import { callApi } from "./forms-api.js";
import { waitForMail } from "./outbox.js";
import type { RunningServer } from "./server.js";

export type TeamRole = "admin" | "editor" | "viewer";
export type StoredWorkspace = { _id: string; name: string; role: string };

const INVITATION_LINK = /\/invitations\/([A-Za-z0-9_-]+)/;

export function createWorkspace(server: RunningServer, owner: TestUser, name: string) {
  return callApi<StoredWorkspace>(server, owner, "POST", "/workspaces", { name });
}

/**
 * A colleague who joined `workspace` with `role` through the real invitation: invited by mail,
 * signed up on their own, then accepted the mailed link.
 */
export async function addMember(
  server: RunningServer,
  owner: TestUser,
  workspace: StoredWorkspace,
  { role, name }: { role: TeamRole; name: string },
): Promise<TestUser> {
  const email = uniqueEmail(role);
  await callApi(server, owner, "POST", `/workspaces/${workspace._id}/invitations`, {
    email,
    role,
  });
  const token = await waitForMail(server.dataDir, email, INVITATION_LINK);
  const member = await createUser(server, { name, email });
  await callApi(server, member, "POST", `/invitations/${token}/accept`);
  return member;
}
