import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../src/db/schema.js";
import { deleteExpiredAuditEvents } from "../../src/modules/audit/retention.js";
import { bearer, signUp } from "../support/accounts.js";
import { ADMIN, signInAdmin } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { addMember, createTeam } from "../support/workspaces.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Entry = {
  action: string;
  actorEmail: string;
  objectId: string;
  details: Record<string, unknown>;
};

describe.each(databaseKinds())("the audit log on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (token: string, method: Method, url: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: bearer(token) });

  async function teamWithEditor() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const team = await createTeam(context.app, owner);
    const editor = await addMember(context.app, context.mailer, {
      ownerToken: owner,
      workspaceId: team._id,
      email: "editor@example.org",
      role: "editor",
    });
    return { owner, team, editor };
  }

  const entriesOf = async (token: string, workspaceId: string, query = "") => {
    const answer = await inject(
      token,
      "GET",
      `/api/workspaces/${workspaceId}/audit?limit=100${query}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return { entries: answer.json().data as Entry[], total: answer.json().total as number };
  };

  it("records who did what to the workspace's forms, webhooks and members, newest first", async () => {
    const { owner, team, editor } = await teamWithEditor();
    const created = await inject(
      editor.token,
      "POST",
      `/api/forms?workspace=${team._id}`,
      formBody(),
    );
    const formId = created.json().data._id;
    const saved = await inject(
      editor.token,
      "PUT",
      `/api/forms/${formId}`,
      formBody({
        questions: [textQuestion(), textQuestion({ questionText: "And your town?" })],
      }),
    );
    expect(saved.json().data.version).toBe(2);
    await inject(editor.token, "PUT", `/api/forms/${formId}/status`, { isPublic: true });
    const webhook = await inject(editor.token, "POST", `/api/forms/${formId}/webhooks`, {
      url: "http://audit-receiver.invalid:9/hook",
    });
    const webhookId = webhook.json().data._id;
    await inject(owner, "POST", `/api/forms/${formId}/webhooks/${webhookId}/secret`);
    await inject(owner, "DELETE", `/api/forms/${formId}/webhooks/${webhookId}`);
    await inject(owner, "GET", `/api/responses/form/${formId}/export`);
    await inject(owner, "PATCH", `/api/workspaces/${team._id}/members/${editor.userId}`, {
      role: "viewer",
    });
    await inject(owner, "DELETE", `/api/forms/${formId}`);

    const { entries } = await entriesOf(owner, team._id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["form.deleted", "owner@example.org"],
      ["member.role_changed", "owner@example.org"],
      ["responses.exported", "owner@example.org"],
      ["webhook.deleted", "owner@example.org"],
      ["webhook.secret_replaced", "owner@example.org"],
      ["webhook.created", "editor@example.org"],
      ["form.published", "editor@example.org"],
      ["form.updated", "editor@example.org"],
      ["form.created", "editor@example.org"],
      ["member.joined", "editor@example.org"],
      ["member.invited", "owner@example.org"],
      ["workspace.created", "owner@example.org"],
    ]);
    const updated = entries.find((entry) => entry.action === "form.updated");
    expect(updated).toMatchObject({ objectId: formId, details: { version: 2 } });
    const roleChange = entries.find((entry) => entry.action === "member.role_changed");
    expect(roleChange?.details).toEqual({
      email: "editor@example.org",
      from: "editor",
      to: "viewer",
    });
    const count = await context.database.db.execute(
      sql`select count(*)::int as n from audit_events where workspace_id = ${team._id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(entries.length);
  });

  it("filters by action, actor and time, and exports the same entries as CSV", async () => {
    const { owner, team, editor } = await teamWithEditor();
    await inject(editor.token, "POST", `/api/forms?workspace=${team._id}`, formBody());
    await inject(owner, "PATCH", `/api/workspaces/${team._id}`, { name: "Renamed" });

    const byAction = await entriesOf(owner, team._id, "&action=workspace.renamed");
    expect(byAction.entries.map((entry) => entry.details)).toEqual([{ name: "Renamed" }]);
    const byActor = await entriesOf(owner, team._id, "&actor=EDITOR@");
    expect(byActor.entries.map((entry) => entry.action)).toEqual(["form.created", "member.joined"]);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await entriesOf(owner, team._id, `&from=${future}`)).total).toBe(0);

    const csv = await inject(owner, "GET", `/api/workspaces/${team._id}/audit/export?actor=editor`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"time","action","actor","api key","object","object id","details","address"',
    );
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([
      '"form.created"',
      '"member.joined"',
    ]);
    const bad = await inject(
      owner,
      "GET",
      `/api/workspaces/${team._id}/audit?actor=a%00b&action=nope`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("shows the log to owners and admins of the workspace only", async () => {
    const { owner, team, editor } = await teamWithEditor();
    expect(
      (await inject(editor.token, "GET", `/api/workspaces/${team._id}/audit`)).json().code,
    ).toBe("ROLE_FORBIDDEN");
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    expect((await inject(stranger, "GET", `/api/workspaces/${team._id}/audit`)).statusCode).toBe(
      404,
    );
    const admin = await addMember(context.app, context.mailer, {
      ownerToken: owner,
      workspaceId: team._id,
      email: "admin@example.org",
      role: "admin",
    });
    expect((await inject(admin.token, "GET", `/api/workspaces/${team._id}/audit`)).statusCode).toBe(
      200,
    );
  });

  it("writes no entry without its change, and no change without its entry", async () => {
    const { owner, team } = await teamWithEditor();
    const form = (
      await inject(owner, "POST", `/api/forms?workspace=${team._id}`, formBody())
    ).json().data;
    const missing = await inject(owner, "DELETE", `/api/responses/${form._id}/${form._id}`);
    expect(missing.statusCode).toBe(404);
    const refused = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      responseLimit: -1,
    });
    expect(refused.statusCode).toBe(400);
    const { entries } = await entriesOf(owner, team._id);
    expect(entries.map((entry) => entry.action)).not.toContain("responses.deleted");
    expect(entries.map((entry) => entry.action)).not.toContain("form.settings_changed");

    // An entry that cannot be written takes its change with it.
    await context.database.db.execute(
      sql.raw(
        `alter table audit_events add constraint no_renames check (action <> 'workspace.renamed')`,
      ),
    );
    try {
      const renamed = await inject(owner, "PATCH", `/api/workspaces/${team._id}`, { name: "Lost" });
      expect(renamed.statusCode).toBe(500);
      const workspaces = (await inject(owner, "GET", "/api/workspaces")).json().data;
      expect(workspaces.map((each: { name: string }) => each.name)).toContain("Research team");
    } finally {
      await context.database.db.execute(
        sql.raw("alter table audit_events drop constraint no_renames"),
      );
    }
  });

  it("keeps the installation's events apart, for installation admins", async () => {
    const admin = await signInAdmin(context.app, context.database);
    const user = await signUp(context.app, context.mailer, "someone@example.org");
    const userId = (await inject(user, "GET", "/api/users/me")).json().data._id;
    await inject(admin, "PUT", "/api/admin/users", { _id: userId, active: false });
    await inject(admin, "POST", "/api/admin/regex", {
      title: "Digits",
      regex: "^[0-9]+$",
      errorMessage: "Digits only",
    });
    const log = await inject(admin, "GET", "/api/admin/audit?limit=50");
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.map((entry: Entry) => [entry.action, entry.actorEmail])).toEqual([
      ["pattern.created", ADMIN.email],
      ["user.deactivated", ADMIN.email],
      ["admin.signed_in_new_device", ADMIN.email],
    ]);
    expect(log.json().data[0].ip).toBeNull();
    expect((await inject(user, "GET", "/api/admin/audit")).statusCode).toBe(403);
  });

  it("deletes entries past the retention and keeps the rest", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const team = await createTeam(context.app, owner);
    await context.database.db
      .update(auditEvents)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(sql`${auditEvents.workspaceId} = ${team._id}`);
    await inject(owner, "PATCH", `/api/workspaces/${team._id}`, { name: "Kept" });
    const deleted = await deleteExpiredAuditEvents(context.database.db, {
      retentionDays: 365,
      now: new Date(),
    });
    expect(deleted).toBe(1);
    const { entries } = await entriesOf(owner, team._id);
    expect(entries.map((entry) => entry.action)).toEqual(["workspace.renamed"]);
  });
});
