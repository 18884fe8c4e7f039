import type { WorkspaceRole } from "@formloom/shared";
import type { App } from "../../src/app.js";
import { bearer, STRONG_PASSWORD, solveCaptcha } from "./accounts.js";
import type { MemoryMailer } from "./memory-mailer.js";

export async function createTeam(app: App, token: string, name = "Research team") {
  const created = await app.inject({
    method: "POST",
    url: "/api/workspaces",
    headers: bearer(token),
    payload: { name },
  });
  if (created.statusCode !== 201) throw new Error(`create workspace failed: ${created.body}`);
  return created.json().data as { _id: string; name: string };
}

/** The token of the link in the last invitation mailed to the address. */
export function invitationTokenIn(mailer: MemoryMailer, email: string): string {
  const token = mailer.lastTo(email)?.text.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export async function invite(
  app: App,
  {
    token,
    workspaceId,
    email,
    role,
  }: { token: string; workspaceId: string; email: string; role: WorkspaceRole },
) {
  return app.inject({
    method: "POST",
    url: `/api/workspaces/${workspaceId}/invitations`,
    headers: bearer(token),
    payload: { email, role },
  });
}

export async function signUpByInvitation(app: App, invitationToken: string, name = "Grace Hopper") {
  return app.inject({
    method: "POST",
    url: `/api/invitations/${invitationToken}/sign-up`,
    payload: {
      name,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      "g-recaptcha-response": await solveCaptcha(app),
    },
  });
}

/** A new account that joined the workspace with the role through an invitation; its token. */
export async function addMember(
  app: App,
  mailer: MemoryMailer,
  {
    ownerToken,
    workspaceId,
    email,
    role,
  }: {
    ownerToken: string;
    workspaceId: string;
    email: string;
    role: WorkspaceRole;
  },
): Promise<{ token: string; userId: string }> {
  const invited = await invite(app, { token: ownerToken, workspaceId, email, role });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const joined = await signUpByInvitation(app, invitationTokenIn(mailer, email));
  if (joined.statusCode !== 201) throw new Error(`sign-up by invitation failed: ${joined.body}`);
  const session = joined.json().data as { token: string; user: { _id: string } };
  return { token: session.token, userId: session.user._id };
}
