import { WORKSPACE_MESSAGES } from "@formloom/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";
import { turnOnTwoFactor } from "../support/two-factor.js";
import { documentedOperations, makeFixture, requestOf } from "../support/workspace-operations.js";
import { addMember, createTeam } from "../support/workspaces.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

describe.each(databaseKinds())(
  "a workspace that requires two-factor authentication, on %s",
  (kind) => {
    const context = useTestApp(kind);
    const inject = (
      token: string,
      method: Method,
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) => context.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
    const requireTwoFactor = (token: string, workspaceId: string, required = true) =>
      inject(token, "PATCH", `/api/workspaces/${workspaceId}/settings`, {
        requireTwoFactor: required,
      });
    const auditActions = async (token: string, workspaceId: string) =>
      (await inject(token, "GET", `/api/workspaces/${workspaceId}/audit`))
        .json()
        .data.map((entry: { action: string; actorEmail: string }) => [
          entry.action,
          entry.actorEmail,
        ]);

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** An owner with two-factor on, and their team. */
    async function securedOwner() {
      const owner = await signUp(context.app, context.mailer, "owner@example.org");
      await turnOnTwoFactor(context.app, owner);
      const team = await createTeam(context.app, owner);
      return { owner, team };
    }

    it("is turned on by an owner who has it, listed with the workspace, and audited once per change", async () => {
      const { owner, team } = await securedOwner();
      const listed = async () =>
        (await inject(owner, "GET", "/api/workspaces"))
          .json()
          .data.map((each: { name: string; requiresTwoFactor: boolean }) => [
            each.name,
            each.requiresTwoFactor,
          ]);
      expect(await listed()).toEqual([
        ["Personal", false],
        ["Research team", false],
      ]);

      const turnedOn = await requireTwoFactor(owner, team._id);
      expect(turnedOn.statusCode, turnedOn.body).toBe(200);
      expect(turnedOn.json().data).toMatchObject({ _id: team._id, requiresTwoFactor: true });
      expect(await listed()).toEqual([
        ["Personal", false],
        ["Research team", true],
      ]);
      expect((await requireTwoFactor(owner, team._id)).statusCode).toBe(200);
      expect((await requireTwoFactor(owner, team._id, false)).json().data.requiresTwoFactor).toBe(
        false,
      );

      expect(await auditActions(owner, team._id)).toEqual([
        ["workspace.two_factor_optional", "owner@example.org"],
        ["workspace.two_factor_required", "owner@example.org"],
        ["workspace.created", "owner@example.org"],
      ]);
    });

    it("is refused to someone without two-factor, on a personal workspace and below admin", async () => {
      const owner = await signUp(context.app, context.mailer, "owner@example.org");
      const team = await createTeam(context.app, owner);
      const withoutOwn = await requireTwoFactor(owner, team._id);
      expect(withoutOwn.statusCode).toBe(409);
      expect(withoutOwn.json()).toMatchObject({
        code: "TWO_FACTOR_OFF",
        message: WORKSPACE_MESSAGES.twoFactorFirst,
      });

      await turnOnTwoFactor(context.app, owner);
      const personal = (await inject(owner, "GET", "/api/workspaces")).json().data[0];
      const onPersonal = await requireTwoFactor(owner, personal._id);
      expect(onPersonal.statusCode).toBe(409);
      expect(onPersonal.json()).toMatchObject({
        code: "PERSONAL_WORKSPACE",
        message: WORKSPACE_MESSAGES.personalSettings,
      });

      const editor = await addMember(context.app, context.mailer, {
        ownerToken: owner,
        workspaceId: team._id,
        email: "editor@example.org",
        role: "editor",
      });
      await turnOnTwoFactor(context.app, editor.token);
      expect((await requireTwoFactor(editor.token, team._id)).json().code).toBe("ROLE_FORBIDDEN");
      expect(await auditActions(owner, team._id)).toEqual([
        ["member.joined", "editor@example.org"],
        ["member.invited", "owner@example.org"],
        ["workspace.created", "owner@example.org"],
      ]);
    });

    it("shows in the members list who has two-factor on", async () => {
      const { owner, team } = await securedOwner();
      await addMember(context.app, context.mailer, {
        ownerToken: owner,
        workspaceId: team._id,
        email: "viewer@example.org",
        role: "viewer",
      });
      const members = (await inject(owner, "GET", `/api/workspaces/${team._id}/members`)).json();
      expect(
        members.data.map((each: { email: string; hasTwoFactor: boolean }) => [
          each.email,
          each.hasTwoFactor,
        ]),
      ).toEqual([
        ["owner@example.org", true],
        ["viewer@example.org", false],
      ]);
    });

    it("refuses a member without it on every workspace route, and their key, until they set it up", async () => {
      const { app, mailer } = context;
      const { owner, team } = await securedOwner();
      const other = await createTeam(app, owner, "Second team");
      const admin = await addMember(app, mailer, {
        ownerToken: owner,
        workspaceId: team._id,
        email: "admin@example.org",
        role: "admin",
      });
      const key = (
        await inject(admin.token, "POST", "/api/users/api-keys", {
          name: "Reports",
          scope: "read-write",
          workspaceId: null,
        })
      ).json().data.key as string;
      expect((await requireTwoFactor(owner, team._id)).statusCode).toBe(200);

      // Respondents are not members: the workspace's public forms still open and take answers.
      const fixture = await makeFixture(app, { ownerToken: owner, workspaceId: team._id });
      const view = await app.inject({ method: "GET", url: `/api/forms/${fixture.formId}/view` });
      expect(view.statusCode).toBe(200);

      const ownerId = (await inject(owner, "GET", "/api/users/me")).json().data._id;
      const target = {
        fixture,
        workspaceId: team._id,
        userId: ownerId,
        otherWorkspaceId: other._id,
      };
      const operations = documentedOperations(app).filter((each) => each.action);
      const answers: string[] = [];
      for (const operation of operations) {
        const { url, body, headers } = requestOf(operation, target);
        const callers = operation.keyScope ? [admin.token, key] : [admin.token];
        for (const token of callers) {
          const answer = await inject(token, operation.method as Method, url, body, headers);
          const caller = token === key ? "key" : "session";
          answers.push(
            `${operation.method} ${operation.path} (${caller}): ${answer.statusCode} ${answer.json().code}`,
          );
        }
      }
      expect(
        answers.filter((each) => !each.endsWith(": 403 TWO_FACTOR_REQUIRED_BY_WORKSPACE")),
      ).toEqual([]);
      expect(answers.length).toBeGreaterThan(operations.length);
      const refused = (await inject(admin.token, "GET", `/api/forms?workspace=${team._id}`)).json();
      expect(refused.message).toBe(WORKSPACE_MESSAGES.twoFactorRequired);

      const listed = (await inject(admin.token, "GET", "/api/workspaces")).json().data;
      expect(listed).toContainEqual(
        expect.objectContaining({ _id: team._id, role: "admin", requiresTwoFactor: true }),
      );

      await turnOnTwoFactor(app, admin.token);
      for (const token of [admin.token, key]) {
        const forms = await inject(token, "GET", `/api/forms?workspace=${team._id}`);
        expect(forms.statusCode, forms.body).toBe(200);
        expect(forms.json().data.map((form: { _id: string }) => form._id)).toContain(
          fixture.formId,
        );
      }
      const members = await inject(admin.token, "GET", `/api/workspaces/${team._id}/members`);
      expect(members.statusCode).toBe(200);
    });

    it("lets a member without it leave", async () => {
      const { owner, team } = await securedOwner();
      const viewer = await addMember(context.app, context.mailer, {
        ownerToken: owner,
        workspaceId: team._id,
        email: "viewer@example.org",
        role: "viewer",
      });
      await requireTwoFactor(owner, team._id);
      const path = `/api/workspaces/${team._id}/members/${viewer.userId}`;
      const left = await inject(viewer.token, "DELETE", path);
      expect(left.statusCode, left.body).toBe(200);
      const listed = (await inject(viewer.token, "GET", "/api/workspaces")).json().data;
      expect(listed.map((each: { _id: string }) => each._id)).not.toContain(team._id);
      expect((await auditActions(owner, team._id))[0]).toEqual([
        "member.left",
        "viewer@example.org",
      ]);
    });
  },
);
