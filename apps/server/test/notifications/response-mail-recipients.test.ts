import { randomUUID } from "node:crypto";
import { SETTINGS_MESSAGES } from "@formloom/shared";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs, users, workspaces } from "../../src/db/schema.js";
import type { Mail } from "../../src/lib/mailer.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { addMember, createTeam } from "../support/workspaces.js";

const INTERVAL_MS = 1500;
const isAboutResponses = (mail: Mail) => /responses? to/.test(mail.subject);

describe.each(databaseKinds())("the response mail's recipients on %s", (kind) => {
  // Sends to these addresses fail this many more times (the memory mailer keeps only the sent).
  const refusals = new Map<string, number>();
  const context = useTestApp(kind, {
    jobs: { pollMs: 50, retryBaseMs: 50, ownerMailIntervalMs: INTERVAL_MS },
    alsoMailTo: () => ({
      send: async (mail) => {
        const left = refusals.get(mail.to) ?? 0;
        if (left > 0 && isAboutResponses(mail)) {
          refusals.set(mail.to, left - 1);
          throw new Error("Mailbox busy");
        }
      },
    }),
  });

  const inject = (
    token: string,
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url, headers: bearer(token), payload });
  const mailsTo = (email: string) =>
    context.mailer.sent.filter((mail) => mail.to === email && isAboutResponses(mail));

  /** A team of an owner (the forms' creator), an editor and a viewer; a public form of it. */
  async function team() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const ownerId = (await inject(owner, "GET", "/api/users/me")).json().data._id as string;
    const workspace = await createTeam(context.app, owner);
    const member = (email: string, role: "editor" | "viewer") =>
      addMember(context.app, context.mailer, {
        ownerToken: owner,
        workspaceId: workspace._id,
        email,
        role,
      });
    const editor = await member("editor@example.org", "editor");
    const viewer = await member("viewer@example.org", "viewer");
    const created = await inject(
      owner,
      "POST",
      `/api/forms?workspace=${workspace._id}`,
      formBody({ isPublic: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json().data as { _id: string; questions: Array<{ _id: string }> };
    return { owner, ownerId, workspace, editor, viewer, form };
  }

  const submit = async (form: { _id: string; questions: Array<{ _id: string }> }) => {
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers: [{ questionId: form.questions[0]?._id, answer: "Ada" }] },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  /** Waits until no mail job is left: every mail of the responses so far is sent. */
  const waitForMails = () =>
    vi.waitFor(async () => expect(await context.database.db.select().from(jobs)).toEqual([]), {
      timeout: 10_000,
      interval: 50,
    });

  it("refuses to mail anyone who is not a member of the form's workspace, naming the field", async () => {
    const { owner, editor, form } = await team();
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    const strangerId = (await inject(stranger, "GET", "/api/users/me")).json().data._id as string;

    for (const notifyMemberIds of [[strangerId], [editor.userId, randomUUID()], ["not-an-id"]]) {
      const patched = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
        notifyMemberIds,
      });
      expect(patched.statusCode, patched.body).toBe(400);
      expect(patched.json().errors).toEqual({
        [notifyMemberIds[0] === "not-an-id" ? "notifyMemberIds.0" : "notifyMemberIds"]:
          SETTINGS_MESSAGES.notifyMemberInvalid,
      });
    }
    const saved = await inject(owner, "PUT", `/api/forms/${form._id}`, {
      ...formBody({ isPublic: true }),
      settings: { notifyOnResponse: true, notifyMemberIds: [strangerId] },
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().errors).toEqual({
      "settings.notifyMemberIds": SETTINGS_MESSAGES.notifyMemberInvalid,
    });
    const tooMany = Array.from({ length: 51 }, () => randomUUID());
    const refused = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyMemberIds: tooMany,
    });
    expect(refused.json().errors).toEqual({
      notifyMemberIds: SETTINGS_MESSAGES.notifyMembersTooMany,
    });

    const read = await inject(owner, "GET", `/api/forms/${form._id}`);
    expect(read.json().data.settings.notifyMemberIds).toEqual([]);
    const chosen = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyMemberIds: [editor.userId, editor.userId],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.settings.notifyMemberIds).toEqual([editor.userId]);
  });

  it("drops a chosen member who has left at the next save, and keeps only members when the form moves", async () => {
    const { owner, ownerId, workspace, editor, viewer, form } = await team();
    const choose = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyMemberIds: [editor.userId, viewer.userId],
    });
    expect(choose.statusCode, choose.body).toBe(200);
    await inject(owner, "DELETE", `/api/workspaces/${workspace._id}/members/${viewer.userId}`);

    const saved = await inject(owner, "PUT", `/api/forms/${form._id}`, {
      ...formBody({ isPublic: true, title: "Renamed" }),
      settings: { notifyOnResponse: true, notifyMemberIds: [editor.userId, viewer.userId] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.notifyMemberIds).toEqual([editor.userId]);

    const personal = (await inject(owner, "GET", "/api/workspaces"))
      .json()
      .data.find((each: { isPersonal: boolean }) => each.isPersonal);
    const moved = await inject(owner, "POST", `/api/forms/${form._id}/move`, {
      workspaceId: personal._id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.settings.notifyMemberIds).toEqual([]);
    const mine = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyMemberIds: [ownerId],
    });
    expect(mine.json().data.settings.notifyMemberIds).toEqual([ownerId]);
  });

  it("mails each chosen member their own mail, and nobody else", async () => {
    const { owner, editor, viewer, form } = await team();
    const chosen = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyOnResponse: true,
      notifyMemberIds: [editor.userId, viewer.userId],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    await submit(form);
    await waitForMails();
    for (const email of ["editor@example.org", "viewer@example.org"]) {
      expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
        "New response to Customer feedback",
      ]);
    }
    expect(mailsTo("owner@example.org")).toEqual([]);
  });

  it("sends nothing to a chosen member removed before the mail goes", async () => {
    const { owner, workspace, editor, viewer, form } = await team();
    await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyOnResponse: true,
      notifyMemberIds: [editor.userId, viewer.userId],
    });
    const removed = await inject(
      owner,
      "DELETE",
      `/api/workspaces/${workspace._id}/members/${viewer.userId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    await submit(form);
    await waitForMails();
    expect(mailsTo("editor@example.org")).toHaveLength(1);
    expect(mailsTo("viewer@example.org")).toEqual([]);
  });

  it("sends no answers to a member who could not sign in to read them", async () => {
    const { owner, ownerId, workspace, editor, viewer, form } = await team();
    await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyOnResponse: true,
      notifyMemberIds: [ownerId, editor.userId, viewer.userId],
    });
    // The workspace now requires two-factor: the owner and the editor have it, the viewer not;
    // the owner's account is then deactivated.
    const { db } = context.database;
    await db
      .update(workspaces)
      .set({ requireTwoFactor: true })
      .where(eq(workspaces.id, workspace._id));
    await db
      .update(users)
      .set({ twoFactorEnabledAt: new Date() })
      .where(inArray(users.id, [ownerId, editor.userId]));
    await db.update(users).set({ active: false }).where(eq(users.id, ownerId));

    await submit(form);
    await waitForMails();
    expect(mailsTo("editor@example.org")).toHaveLength(1);
    expect(mailsTo("viewer@example.org")).toEqual([]);
    expect(mailsTo("owner@example.org")).toEqual([]);
  });

  it("mails the form's creator when no member is chosen", async () => {
    const { owner, form } = await team();
    const switched = await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyOnResponse: true,
    });
    expect(switched.json().data.settings.notifyMemberIds).toEqual([]);

    await submit(form);
    await waitForMails();
    expect(mailsTo("owner@example.org")).toHaveLength(1);
    expect(mailsTo("editor@example.org")).toEqual([]);
    expect(mailsTo("viewer@example.org")).toEqual([]);
  });

  it("retries a send refused for one recipient without mailing the others again", async () => {
    const { owner, editor, viewer, form } = await team();
    await inject(owner, "PUT", `/api/forms/${form._id}/settings`, {
      notifyOnResponse: true,
      notifyMemberIds: [editor.userId, viewer.userId],
    });
    refusals.set("viewer@example.org", 2);

    await submit(form);
    await waitForMails();
    expect(refusals.get("viewer@example.org")).toBe(0);
    expect(mailsTo("viewer@example.org")).toHaveLength(1);
    expect(mailsTo("editor@example.org")).toHaveLength(1);

    // The next response within the minute is each one's digest, a minute after their mail.
    await submit(form);
    await submit(form);
    await waitForMails();
    for (const email of ["editor@example.org", "viewer@example.org"]) {
      const [first, digest] = mailsTo(email);
      expect(digest?.subject).toBe("2 new responses to Customer feedback");
      expect(mailsTo(email)).toHaveLength(2);
      expect(first).toBeDefined();
    }
  });
});
