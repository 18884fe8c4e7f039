import { WORKSPACE_MESSAGES } from "@formloom/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workspaceInvitations } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import {
  addMember,
  createTeam,
  invitationTokenIn,
  invite,
  signUpByInvitation,
} from "../support/workspaces.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

describe.each(databaseKinds())("workspaces on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (token: string, method: Method, url: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: bearer(token) });
  const ownerSession = () => signUp(context.app, context.mailer, "owner@example.org");

  it("gives each new user a personal workspace that holds the forms they create", async () => {
    const owner = await ownerSession();
    const [personal, ...others] = (await inject(owner, "GET", "/api/workspaces")).json().data;
    expect(others).toEqual([]);
    expect(personal).toMatchObject({ isPersonal: true, role: "owner", memberCount: 1 });
    const form = await createForm(context.app, owner);
    const listed = await inject(owner, "GET", `/api/forms?workspace=${personal._id}`);
    expect(listed.json().data.map((each: { _id: string }) => each._id)).toEqual([form._id]);
    const read = (await inject(owner, "GET", `/api/forms/${form._id}`)).json().data;
    expect(read).toMatchObject({ workspaceId: personal._id, role: "owner" });
  });

  it("invites by mail: the invitee signs up through the link, verified, and is a member", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const sent = await invite(context.app, {
      token: owner,
      workspaceId: team._id,
      email: "grace@example.org",
      role: "editor",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = context.mailer.lastTo("grace@example.org");
    expect(mail?.subject).toContain("Research team");
    const token = invitationTokenIn(context.mailer, "grace@example.org");

    const preview = await context.app.inject({ method: "GET", url: `/api/invitations/${token}` });
    expect(preview.json().data).toMatchObject({
      workspaceName: "Research team",
      email: "grace@example.org",
      role: "editor",
      hasAccount: false,
    });
    const pending = await inject(owner, "GET", `/api/workspaces/${team._id}/invitations`);
    expect(pending.json().data).toEqual([
      expect.objectContaining({ email: "grace@example.org", role: "editor" }),
    ]);

    const joined = await signUpByInvitation(context.app, token);
    expect(joined.statusCode, joined.body).toBe(201);
    const grace = joined.json().data;
    expect(grace.user).toMatchObject({ email: "grace@example.org", isVerified: true });
    const workspaces = (await inject(grace.token, "GET", "/api/workspaces")).json().data;
    expect(
      workspaces.map((each: { name: string; role: string }) => [each.name, each.role]),
    ).toEqual([
      ["Personal", "owner"],
      ["Research team", "editor"],
    ]);
    const members = (await inject(owner, "GET", `/api/workspaces/${team._id}/members`)).json().data;
    expect(members.map((each: { email: string; role: string }) => [each.email, each.role])).toEqual(
      [
        ["owner@example.org", "owner"],
        ["grace@example.org", "editor"],
      ],
    );
    // Single use: the link is spent.
    const again = await context.app.inject({ method: "GET", url: `/api/invitations/${token}` });
    expect(again.json().code).toBe("INVITATION_NOT_FOUND");
    expect(
      (await inject(owner, "GET", `/api/workspaces/${team._id}/invitations`)).json().data,
    ).toEqual([]);
  });

  it("lets a signed-in invitee accept only with the invited address", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    const other = await signUp(context.app, context.mailer, "other@example.org");
    await invite(context.app, {
      token: owner,
      workspaceId: team._id,
      email: "ada@example.org",
      role: "viewer",
    });
    const token = invitationTokenIn(context.mailer, "ada@example.org");
    const preview = await context.app.inject({ method: "GET", url: `/api/invitations/${token}` });
    expect(preview.json().data.hasAccount).toBe(true);

    const wrong = await inject(other, "POST", `/api/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("INVITATION_OTHER_EMAIL");
    const taken = await signUpByInvitation(context.app, token);
    expect(taken.json().code).toBe("EMAIL_TAKEN");

    const accepted = await inject(ada, "POST", `/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ _id: team._id, role: "viewer", memberCount: 2 });
    expect((await inject(ada, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(404);
  });

  it("refuses an expired or revoked link, and an invitation to a member or a personal workspace", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    await invite(context.app, {
      token: owner,
      workspaceId: team._id,
      email: "late@example.org",
      role: "viewer",
    });
    const late = invitationTokenIn(context.mailer, "late@example.org");
    await context.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await context.app.inject({ method: "GET", url: `/api/invitations/${late}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(WORKSPACE_MESSAGES.invitationExpired);
    expect((await signUpByInvitation(context.app, late)).statusCode).toBe(410);

    const sent = await invite(context.app, {
      token: owner,
      workspaceId: team._id,
      email: "gone@example.org",
      role: "viewer",
    });
    const revoked = await inject(
      owner,
      "DELETE",
      `/api/workspaces/${team._id}/invitations/${sent.json().data._id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const link = invitationTokenIn(context.mailer, "gone@example.org");
    expect((await signUpByInvitation(context.app, link)).statusCode).toBe(404);

    const member = await invite(context.app, {
      token: owner,
      workspaceId: team._id,
      email: "owner@example.org",
      role: "viewer",
    });
    expect(member.json().code).toBe("ALREADY_MEMBER");
    const personal = (await inject(owner, "GET", "/api/workspaces")).json().data[0];
    const toPersonal = await invite(context.app, {
      token: owner,
      workspaceId: personal._id,
      email: "x@example.org",
      role: "viewer",
    });
    expect(toPersonal.json().code).toBe("PERSONAL_WORKSPACE");
  });

  it("keeps owners to owners and always leaves one", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const admin = await addMember(context.app, context.mailer, {
      ownerToken: owner,
      workspaceId: team._id,
      email: "admin@example.org",
      role: "admin",
    });
    const ownerId = (await inject(owner, "GET", "/api/users/me")).json().data._id;
    const members = `/api/workspaces/${team._id}/members`;

    const promote = await inject(admin.token, "PATCH", `${members}/${admin.userId}`, {
      role: "owner",
    });
    expect(promote.json().code).toBe("OWNER_ONLY");
    const demoteOwner = await inject(admin.token, "PATCH", `${members}/${ownerId}`, {
      role: "viewer",
    });
    expect(demoteOwner.json().code).toBe("OWNER_ONLY");
    const inviteOwner = await invite(context.app, {
      token: admin.token,
      workspaceId: team._id,
      email: "o@example.org",
      role: "owner",
    });
    expect(inviteOwner.json().code).toBe("OWNER_ONLY");

    const lastOwner = await inject(owner, "PATCH", `${members}/${ownerId}`, { role: "admin" });
    expect(lastOwner.json().code).toBe("LAST_OWNER");
    expect((await inject(owner, "DELETE", `${members}/${ownerId}`)).json().code).toBe("LAST_OWNER");

    const made = await inject(owner, "PATCH", `${members}/${admin.userId}`, { role: "owner" });
    expect(made.json().data).toMatchObject({ email: "admin@example.org", role: "owner" });
    const left = await inject(owner, "DELETE", `${members}/${ownerId}`);
    expect(left.statusCode, left.body).toBe(200);
    expect((await inject(owner, "GET", members)).json().code).toBe("WORKSPACE_NOT_FOUND");
  });

  it("cuts a removed member off at their next request, their API key included", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const form = (
      await inject(owner, "POST", `/api/forms?workspace=${team._id}`, formBody())
    ).json().data;
    const editor = await addMember(context.app, context.mailer, {
      ownerToken: owner,
      workspaceId: team._id,
      email: "ed@example.org",
      role: "editor",
    });
    const key = (
      await inject(editor.token, "POST", "/api/users/api-keys", { name: "CI", scope: "read" })
    ).json().data.key;
    expect((await inject(editor.token, "GET", `/api/forms/${form._id}`)).json().data.role).toBe(
      "editor",
    );
    expect((await inject(key, "GET", `/api/forms/${form._id}`)).statusCode).toBe(200);

    const removed = await inject(
      owner,
      "DELETE",
      `/api/workspaces/${team._id}/members/${editor.userId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await inject(editor.token, "GET", `/api/forms/${form._id}`)).statusCode).toBe(404);
    expect((await inject(key, "GET", `/api/forms/${form._id}`)).statusCode).toBe(404);
    expect((await inject(key, "GET", `/api/forms?workspace=${team._id}`)).statusCode).toBe(404);
  });

  it("moves a form with its responses and public link to a workspace the user may create in", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const form = await createForm(context.app, owner, formBody({ isPublic: true }));
    const questionId = form.questions[0]?._id;
    const answer = () =>
      context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers: [{ questionId, answer: "Ada" }] },
      });
    expect((await answer()).statusCode).toBe(201);

    const moved = await inject(owner, "POST", `/api/forms/${form._id}/move`, {
      workspaceId: team._id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.workspaceId).toBe(team._id);
    expect((await inject(owner, "GET", "/api/forms")).json().data).toEqual([]);
    const inTeam = (await inject(owner, "GET", `/api/forms?workspace=${team._id}`)).json().data;
    expect(inTeam).toEqual([expect.objectContaining({ _id: form._id, responseCount: 1 })]);
    expect((await answer()).statusCode).toBe(201);
    const again = await inject(owner, "POST", `/api/forms/${form._id}/move`, {
      workspaceId: team._id,
    });
    expect(again.json().code).toBe("SAME_WORKSPACE");

    const viewer = await addMember(context.app, context.mailer, {
      ownerToken: owner,
      workspaceId: team._id,
      email: "v@example.org",
      role: "viewer",
    });
    const mine = await createForm(context.app, viewer.token);
    const intoTeam = await inject(viewer.token, "POST", `/api/forms/${mine._id}/move`, {
      workspaceId: team._id,
    });
    expect(intoTeam.json().code).toBe("ROLE_FORBIDDEN");
    const stranger = await signUp(context.app, context.mailer, "s@example.org");
    const notMine = await inject(stranger, "POST", `/api/forms/${form._id}/move`, {
      workspaceId: team._id,
    });
    expect(notMine.statusCode).toBe(404);
  });

  it("lets a key limited to one workspace reach that workspace only", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const personalForm = await createForm(context.app, owner);
    const teamForm = (
      await inject(owner, "POST", `/api/forms?workspace=${team._id}`, formBody())
    ).json().data;
    const created = await inject(owner, "POST", "/api/users/api-keys", {
      name: "Team only",
      scope: "read-write",
      workspaceId: team._id,
    });
    expect(created.json().data.workspaceId).toBe(team._id);
    const key = created.json().data.key;
    const listed = (await inject(key, "GET", "/api/forms")).json().data;
    expect(listed.map((each: { _id: string }) => each._id)).toEqual([teamForm._id]);
    expect((await inject(key, "GET", `/api/forms/${personalForm._id}`)).statusCode).toBe(404);
    expect((await inject(key, "POST", "/api/forms", formBody())).json().data.workspaceId).toBe(
      team._id,
    );

    const stranger = await signUp(context.app, context.mailer, "s@example.org");
    const foreign = await inject(stranger, "POST", "/api/users/api-keys", {
      name: "Theirs",
      scope: "read",
      workspaceId: team._id,
    });
    expect(foreign.json().code).toBe("WORKSPACE_NOT_FOUND");
  });

  it("shows a private form to the members of its workspace only", async () => {
    const owner = await ownerSession();
    const team = await createTeam(context.app, owner);
    const form = (
      await inject(owner, "POST", `/api/forms?workspace=${team._id}`, formBody())
    ).json().data;
    const viewer = await addMember(context.app, context.mailer, {
      ownerToken: owner,
      workspaceId: team._id,
      email: "v@example.org",
      role: "viewer",
    });
    const stranger = await signUp(context.app, context.mailer, "s@example.org");
    expect((await inject(viewer.token, "GET", `/api/forms/${form._id}/view`)).statusCode).toBe(200);
    expect((await inject(stranger, "GET", `/api/forms/${form._id}/view`)).statusCode).toBe(404);
  });

  it("refuses bad names and roles with the field's message, never a 500", async () => {
    const owner = await ownerSession();
    for (const name of [" ", "x".repeat(81), "bad\u0000name", "lone \ud800 half"]) {
      const refused = await inject(owner, "POST", "/api/workspaces", { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
    }
    const team = await createTeam(context.app, owner);
    const badRole = await invite(context.app, {
      token: owner,
      workspaceId: team._id,
      email: "x@example.org",
      role: "superuser" as "viewer",
    });
    expect(badRole.json().errors).toMatchObject({ role: WORKSPACE_MESSAGES.roleInvalid });
    const huge = await context.app.inject({
      method: "GET",
      url: `/api/invitations/${"a".repeat(300)}`,
    });
    // Longer than any path parameter Fastify takes: refused before the route, as on every route.
    expect(huge.statusCode).toBe(414);
    const unknown = await context.app.inject({
      method: "GET",
      url: "/api/invitations/not-a-token",
    });
    expect(unknown.json().code).toBe("INVITATION_NOT_FOUND");
  });
});
