import { roleMay, type WorkspaceAction, type WorkspaceRole } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { workspaceMembers } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";
import {
  type DocumentedOperation,
  documentedOperations,
  makeFixture,
  requestOf,
} from "../support/workspace-operations.js";
import { addMember, createTeam } from "../support/workspaces.js";

/**
 * Every operation of the API document is either a workspace route, which names its action
 * (`x-workspace-action`, from the route's `workspaceAction`), or one of these, which act on the
 * caller's own account, on the installation (admins) or on public things. A route added without
 * either fails this test.
 */
const OUTSIDE_WORKSPACES = new Set([
  "GET /api/health",
  "GET /api/health/live",
  "GET /api/health/ready",
  "GET /api/config",
  "GET /api/captcha/challenge",
  "POST /api/users/verify-captcha",
  "POST /api/users/register",
  "POST /api/users/verify-otp",
  "POST /api/users/resend-otp",
  "POST /api/users/login",
  "POST /api/users/forget-password",
  "POST /api/users/password-reset",
  "GET /api/users/me",
  "PUT /api/users",
  "PUT /api/users/change-password",
  "POST /api/users/deactivate",
  "POST /api/users/two-factor/setup",
  "POST /api/users/two-factor/confirm",
  "POST /api/users/two-factor/recovery-codes",
  "POST /api/users/two-factor/disable",
  "POST /api/users/login/two-factor",
  "GET /api/users/api-keys",
  "POST /api/users/api-keys",
  "DELETE /api/users/api-keys/{id}",
  "POST /api/admin/login",
  "POST /api/admin/login/two-factor",
  "GET /api/admin/users",
  "GET /api/admin/users/{id}",
  "PUT /api/admin/users",
  "PUT /api/admin/users/{id}/status",
  "GET /api/regex",
  "GET /api/admin/regex",
  "POST /api/admin/regex",
  "PUT /api/admin/regex",
  "GET /api/admin/regex/{id}",
  "PUT /api/admin/regex/{id}",
  "DELETE /api/admin/regex/{id}",
  "GET /api/templates",
  "GET /api/forms/{id}/view",
  "POST /api/forms/{id}/unlock",
  "GET /api/forms/{id}/spam-check",
  "POST /api/forms/{id}/funnel-events",
  "POST /api/responses/{formId}",
  "POST /api/responses/{formId}/partial",
  "POST /api/responses/{formId}/partial/resume",
  "POST /api/responses/{formId}/partial/mail",
  "POST /api/users/file-upload",
  "GET /api/theme-images/{imageId}",
  "GET /api/option-images/{imageId}",
  "GET /api/file-links/{fileId}",
  "GET /api/responses/submitted",
  "GET /api/quizzes/{quizId}/attempts",
  "GET /api/workspaces",
  "GET /api/admin/audit",
  "GET /api/admin/audit/export",
  "POST /api/workspaces",
  "GET /api/auth/oidc/start",
  "GET /api/auth/oidc/callback",
  "POST /api/auth/oidc/session",
  "GET /api/invitations/{token}",
  "POST /api/invitations/{token}/accept",
  "POST /api/invitations/{token}/sign-up",
]);

/**
 * The action each workspace route takes: a change here is a change of who may do what, made on
 * purpose. The matrix below then checks every role, member and key against the role table.
 */
const WORKSPACE_ACTIONS_OF_ROUTES: Record<string, WorkspaceAction> = {
  "GET /api/forms": "forms.read",
  "POST /api/forms": "forms.create",
  "GET /api/forms/{id}": "forms.read",
  "PUT /api/forms/{id}": "forms.edit",
  "DELETE /api/forms/{id}": "forms.delete",
  "GET /api/forms/{id}/versions": "forms.read",
  "PUT /api/forms/{id}/translations/{language}": "forms.edit",
  "POST /api/forms/{id}/duplicate": "forms.create",
  "POST /api/forms/{id}/move": "forms.edit",
  "PUT /api/forms/{id}/status": "forms.publish",
  "PUT /api/forms/{id}/settings": "forms.edit",
  "PUT /api/forms/{id}/password": "forms.edit",
  "POST /api/forms/{id}/theme-images": "forms.edit",
  "POST /api/forms/{id}/option-images": "forms.edit",
  "POST /api/forms/{id}/release-scores": "responses.manage",
  "GET /api/responses/form/{id}": "responses.read",
  "GET /api/responses/form/{id}/export": "responses.export",
  "GET /api/responses/received": "responses.read",
  "GET /api/responses/{formId}": "responses.read",
  "DELETE /api/responses/{formId}/{responseId}": "responses.manage",
  "POST /api/responses/{formId}/delete": "responses.manage",
  "GET /api/files/{fileId}": "responses.read",
  "GET /api/forms/{id}/blocked-submissions": "responses.read",
  "GET /api/forms/{id}/funnel": "responses.read",
  "GET /api/forms/{id}/partials": "responses.read",
  "GET /api/forms/{id}/partials/export": "responses.export",
  "DELETE /api/forms/{id}/partials": "responses.manage",
  "DELETE /api/forms/{id}/partials/{partialId}": "responses.manage",
  "GET /api/forms/{id}/webhooks": "webhooks.manage",
  "POST /api/forms/{id}/webhooks": "webhooks.manage",
  "PUT /api/forms/{id}/webhooks/{webhookId}": "webhooks.manage",
  "DELETE /api/forms/{id}/webhooks/{webhookId}": "webhooks.manage",
  "POST /api/forms/{id}/webhooks/{webhookId}/secret": "webhooks.manage",
  "GET /api/forms/{id}/webhooks/{webhookId}/deliveries": "webhooks.manage",
  "POST /api/forms/{id}/webhooks/{webhookId}/resume": "webhooks.manage",
  "POST /api/forms/{id}/webhooks/{webhookId}/test": "webhooks.manage",
  "PATCH /api/workspaces/{workspaceId}": "workspace.settings",
  "PATCH /api/workspaces/{workspaceId}/settings": "workspace.settings",
  "GET /api/workspaces/{workspaceId}/members": "members.read",
  "PATCH /api/workspaces/{workspaceId}/members/{userId}": "members.manage",
  "DELETE /api/workspaces/{workspaceId}/members/{userId}": "members.manage",
  "GET /api/workspaces/{workspaceId}/invitations": "members.manage",
  "POST /api/workspaces/{workspaceId}/invitations": "members.manage",
  "DELETE /api/workspaces/{workspaceId}/invitations/{invitationId}": "members.manage",
  "GET /api/workspaces/{workspaceId}/audit": "audit.read",
  "GET /api/workspaces/{workspaceId}/audit/export": "audit.read",
  "GET /api/workspaces/{workspaceId}/themes": "forms.read",
  "POST /api/workspaces/{workspaceId}/themes": "forms.edit",
  "PATCH /api/workspaces/{workspaceId}/themes/{themeId}": "forms.edit",
  "DELETE /api/workspaces/{workspaceId}/themes/{themeId}": "forms.edit",
};

type Actor = {
  name: string;
  token: string;
  role: WorkspaceRole | null;
  key?: { scope: "read" | "read-write"; elsewhere?: boolean };
};

const DENIED_STATUSES = [401, 403, 404];

describe.each(databaseKinds())("the authorization matrix on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (
    token: string,
    method: string,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method: method as "GET",
      url,
      payload,
      headers: { ...headers, ...bearer(token) },
    });

  it("names every operation: a workspace action, or outside workspaces", () => {
    const unnamed = documentedOperations(context.app)
      .filter((operation) => !operation.action)
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((route) => !OUTSIDE_WORKSPACES.has(route));
    expect(
      unnamed,
      "routes with neither a workspaceAction nor an entry in OUTSIDE_WORKSPACES",
    ).toEqual([]);
    const named = Object.fromEntries(
      documentedOperations(context.app)
        .filter((operation) => operation.action)
        .map((operation) => [`${operation.method} ${operation.path}`, operation.action]),
    );
    expect(named).toEqual(WORKSPACE_ACTIONS_OF_ROUTES);
  });

  it("lets each role, member and key do exactly what the role table allows, with no leak", async () => {
    const { app, mailer, database } = context;
    const owner = await signUp(app, mailer, "owner@example.org");
    const team = await createTeam(app, owner);
    const other = await createTeam(app, owner, "Second team");
    const join = (email: string, role: WorkspaceRole) =>
      addMember(app, mailer, { ownerToken: owner, workspaceId: team._id, email, role });
    const admin = await join("admin@example.org", "admin");
    const editor = await join("editor@example.org", "editor");
    const viewer = await join("viewer@example.org", "viewer");
    const removed = await join("removed@example.org", "editor");
    const target = await join("target@example.org", "viewer");
    const stranger = await signUp(app, mailer, "stranger@example.org");
    // Everyone may create in the second team, so moving a form there tests the form's side.
    const me = async (token: string) =>
      (await inject(token, "GET", "/api/users/me")).json().data._id as string;
    for (const token of [admin.token, editor.token, viewer.token, stranger]) {
      await database.db
        .insert(workspaceMembers)
        .values({ workspaceId: other._id, userId: await me(token), role: "editor" });
    }
    const keyOf = async (token: string, scope: "read" | "read-write", workspaceId?: string) =>
      (
        await inject(token, "POST", "/api/users/api-keys", {
          name: `${scope} key`,
          scope,
          workspaceId: workspaceId ?? null,
        })
      ).json().data.key as string;
    const personal = (await inject(owner, "GET", "/api/workspaces")).json().data[0]._id;
    const actors: Actor[] = [
      { name: "owner", token: owner, role: "owner" },
      { name: "admin", token: admin.token, role: "admin" },
      { name: "editor", token: editor.token, role: "editor" },
      { name: "viewer", token: viewer.token, role: "viewer" },
      { name: "non-member", token: stranger, role: null },
      { name: "removed member", token: removed.token, role: null },
    ];
    for (const [name, token, role] of [
      ["owner", owner, "owner"],
      ["editor", editor.token, "editor"],
      ["viewer", viewer.token, "viewer"],
    ] as const) {
      for (const scope of ["read", "read-write"] as const) {
        actors.push({
          name: `${name}'s ${scope} key`,
          token: await keyOf(token, scope),
          role,
          key: { scope },
        });
      }
    }
    actors.push({
      name: "owner's key limited to another workspace",
      token: await keyOf(owner, "read-write", personal),
      role: "owner",
      key: { scope: "read-write", elsewhere: true },
    });
    const removedKey = await keyOf(removed.token, "read-write");
    actors.push({
      name: "removed member's key",
      token: removedKey,
      role: null,
      key: { scope: "read-write" },
    });
    const leave = await inject(
      owner,
      "DELETE",
      `/api/workspaces/${team._id}/members/${removed.userId}`,
    );
    expect(leave.statusCode).toBe(200);

    async function freshFixture() {
      // The target of member changes is a viewer again, whatever the last call made of it.
      await database.db
        .insert(workspaceMembers)
        .values({ workspaceId: team._id, userId: target.userId, role: "viewer" })
        .onConflictDoUpdate({
          target: [workspaceMembers.workspaceId, workspaceMembers.userId],
          set: { role: "viewer" },
        });
      const fixture = await makeFixture(app, { ownerToken: owner, workspaceId: team._id });
      return { fixture, workspaceId: team._id, userId: target.userId, otherWorkspaceId: other._id };
    }

    const mayCall = (actor: Actor, operation: DocumentedOperation) => {
      if (actor.role === null || !operation.action || !roleMay(actor.role, operation.action))
        return false;
      if (!actor.key) return true;
      if (!operation.keyScope || actor.key.elsewhere) return false;
      return operation.keyScope === "read" || actor.key.scope === "read-write";
    };

    const wrong: string[] = [];
    let checks = 0;
    for (const operation of documentedOperations(context.app).filter((each) => each.action)) {
      const route = `${operation.method} ${operation.path}`;
      const denied = actors.filter((actor) => !mayCall(actor, operation));
      const allowed = actors.filter((actor) => mayCall(actor, operation));
      const shared = await freshFixture();
      for (const actor of denied) {
        const { url, body, headers } = requestOf(operation, shared);
        const answer = await inject(actor.token, operation.method, url, body, headers);
        checks += 1;
        if (!DENIED_STATUSES.includes(answer.statusCode)) {
          wrong.push(
            `LEAK ${route}: ${actor.name} got ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
        }
      }
      for (const actor of allowed) {
        // Each allowed call gets a fixture of its own: it may delete or move what it acts on.
        const { url, body, headers } = requestOf(operation, await freshFixture());
        const answer = await inject(actor.token, operation.method, url, body, headers);
        checks += 1;
        if (answer.statusCode >= 400) {
          wrong.push(
            `REFUSED ${route}: ${actor.name} got ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.info(`authorization matrix on ${kind}: ${checks} calls, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  }, 600_000);
});
