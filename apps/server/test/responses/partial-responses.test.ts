import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, jobs, partialResponses } from "../../src/db/schema.js";
import {
  DELETE_EXPIRED_PARTIALS_JOB,
  deleteExpiredPartialsJob,
  scheduleExpiredPartialsJob,
} from "../../src/modules/partials/delete-expired-partials-job.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Two pages: a name (required) and, after the section, a required quiz question.
const TWO_PAGES = formBody({
  title: "Planet quiz",
  isPublic: true,
  questions: [
    { questionType: "text", questionText: "Your name", required: true },
    { questionType: "section", questionText: "Part two" },
    {
      questionType: "multipleChoice",
      questionText: "Best planet?",
      options: ["Venus", "Earth"],
      correctAnswer: ["Earth"],
      required: true,
    },
  ],
});

describe.each(databaseKinds())("partial responses on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp(settings: object = { keepUnfinished: true }) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, TWO_PAGES);
    const patched = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/settings`,
      payload: settings,
      headers: bearer(owner),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [name, , planet] = form.questions.map((q: { _id: string }) => q._id);
    return { owner, formId: form._id as string, name: name as string, planet: planet as string };
  }
  const save = (formId: string, payload: object) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}/partial`, payload });
  const resume = (formId: string, resumeToken: string) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/partial/resume`,
      payload: { resumeToken },
    });
  const submit = (formId: string, payload: object) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload });
  async function savePageOne(formId: string, name: string) {
    const saved = await save(formId, {
      answers: [{ questionId: name, answer: "Ada" }],
      pageReached: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as { _id: string; resumeToken: string; expiresAt: string };
  }
  const partialCount = async () => {
    const [row] = await context.database.db.select({ total: count() }).from(partialResponses);
    return row?.total ?? 0;
  };

  it("keeps page one's answers under a token, and resumes them with it", async () => {
    const { formId, name } = await setUp();
    const saved = await savePageOne(formId, name);
    expect(saved.resumeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(saved.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [stored] = await context.database.db.select().from(partialResponses);
    // Only the token's hash is kept.
    expect(stored?.tokenHash).not.toContain(saved.resumeToken);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const resumed = await resume(formId, saved.resumeToken);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({
      _id: saved._id,
      answers: [{ questionId: name, answer: "Ada" }],
      pageReached: 1,
      language: "en",
    });
  });

  it("replaces the answers when saved again with the token", async () => {
    const { formId, name, planet } = await setUp();
    const saved = await savePageOne(formId, name);
    const again = await save(formId, {
      resumeToken: saved.resumeToken,
      answers: [
        { questionId: name, answer: "Ada L." },
        { questionId: planet, answer: "Venus" },
      ],
      pageReached: 1,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data._id).toBe(saved._id);
    expect((await resume(formId, saved.resumeToken)).json().data.answers).toEqual([
      { questionId: name, answer: "Ada L." },
      { questionId: planet, answer: "Venus" },
    ]);
    expect(await partialCount()).toBe(1);
  });

  it("checks the answers given as a submission does, but not those still to come", async () => {
    const { formId, planet } = await setUp();
    // The required name is missing: no error before submit.
    const partial = await save(formId, {
      answers: [{ questionId: planet, answer: "Venus" }],
      pageReached: 1,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const wrong = await save(formId, {
      answers: [{ questionId: planet, answer: "Pluto" }],
      pageReached: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "INVALID_ANSWERS",
      answerIssues: { [planet]: { code: "OPTION_INVALID" } },
    });
  });

  it("mails the link to continue, only for a live token", async () => {
    const { formId, name } = await setUp();
    const saved = await savePageOne(formId, name);
    const mail = (resumeToken: string, email = "ada@example.org") =>
      context.app.inject({
        method: "POST",
        url: `/api/responses/${formId}/partial/mail`,
        payload: { resumeToken, email },
      });

    const sent = await mail(saved.resumeToken);
    expect(sent.statusCode, sent.body).toBe(200);
    const message = context.mailer.lastTo("ada@example.org");
    expect(message?.subject).toBe('Continue "Planet quiz"');
    const link = `http://localhost:3000/forms/${formId}/view#resume=${saved.resumeToken}`;
    expect(message?.text).toContain(link);
    expect(message?.html).toContain(link);

    const unknown = await mail("A".repeat(43), "grace@example.org");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("PARTIAL_NOT_FOUND");
    expect(context.mailer.lastTo("grace@example.org")).toBeUndefined();
  });

  it("refuses to keep anything when the setting is off (the default)", async () => {
    const { formId, name } = await setUp({});
    const refused = await save(formId, {
      answers: [{ questionId: name, answer: "Ada" }],
      pageReached: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("PARTIALS_OFF");
    expect(await partialCount()).toBe(0);
  });

  it("answers 404 to an unknown, forged, other form's or expired token alike", async () => {
    const { owner, formId, name } = await setUp();
    const saved = await savePageOne(formId, name);
    const unknown = "A".repeat(43);
    for (const token of [
      unknown,
      saved.resumeToken.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    ]) {
      const response = await resume(formId, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("PARTIAL_NOT_FOUND");
    }
    const malformed = await resume(formId, "short");
    expect(malformed.statusCode).toBe(400);

    const other = await createForm(context.app, owner, TWO_PAGES);
    expect((await resume(other._id, saved.resumeToken)).statusCode).toBe(404);

    await context.database.db
      .update(partialResponses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partialResponses.id, saved._id));
    const expired = await resume(formId, saved.resumeToken);
    expect(expired.statusCode).toBe(404);
    const lateSave = await save(formId, {
      resumeToken: saved.resumeToken,
      answers: [],
      pageReached: 1,
    });
    expect(lateSave.statusCode).toBe(404);
  });

  it("lists the unfinished ones to the owner until submitted, and deletes them, audited", async () => {
    const { owner, formId, name, planet } = await setUp();
    const first = await savePageOne(formId, name);
    const second = await savePageOne(formId, name);
    const third = await savePageOne(formId, name);
    const owned = (method: "GET" | "DELETE", path = "") =>
      context.app.inject({
        method,
        url: `/api/forms/${formId}/partials${path}`,
        headers: bearer(owner),
      });

    const listed = await owned("GET");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(3);
    expect(listed.json().data.map((each: { _id: string }) => each._id)).toEqual([
      third._id,
      second._id,
      first._id,
    ]);
    expect(listed.json().data[0]).toMatchObject({
      formVersion: 1,
      pageReached: 1,
      answers: [{ questionId: name, answer: "Ada" }],
    });
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    const peek = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}/partials`,
      headers: bearer(stranger),
    });
    expect(peek.statusCode).toBe(404);

    // Submitted, a partial leaves the tab: it is a response now.
    const submitted = await submit(formId, {
      resumeToken: first.resumeToken,
      answers: [
        { questionId: name, answer: "Ada" },
        { questionId: planet, answer: "Earth" },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect((await owned("GET")).json().total).toBe(2);

    expect((await owned("DELETE", `/${second._id}`)).statusCode).toBe(200);
    const again = await owned("DELETE", `/${second._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("PARTIAL_NOT_FOUND");
    const all = await owned("DELETE");
    expect(all.json().data).toEqual({ deleted: 1 });
    expect((await owned("GET")).json().total).toBe(0);
    expect((await resume(formId, third.resumeToken)).statusCode).toBe(404);
    const audited = await context.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, "partials.deleted"));
    expect(audited.map((entry) => entry.details.count)).toEqual([1, 1]);
    // The submitted one is not an unfinished response: deleting them all left it alone.
    expect((await resume(formId, first.resumeToken)).json().code).toBe("PARTIAL_ALREADY_SUBMITTED");
  });

  it("refuses to resume once the form has closed", async () => {
    const { owner, formId, name } = await setUp();
    const saved = await savePageOne(formId, name);
    await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/settings`,
      payload: { acceptingResponses: false },
      headers: bearer(owner),
    });
    const response = await resume(formId, saved.resumeToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORM_CLOSED");
  });

  it("turns the partial into a response with its id, once", async () => {
    const { owner, formId, name, planet } = await setUp();
    const saved = await savePageOne(formId, name);
    const answers = [
      { questionId: name, answer: "Ada" },
      { questionId: planet, answer: "Earth" },
    ];
    const submitted = await submit(formId, { answers, resumeToken: saved.resumeToken });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json().data._id).toBe(saved._id);
    const list = await context.app.inject({
      method: "GET",
      url: `/api/responses/${formId}`,
      headers: bearer(owner),
    });
    expect(list.json().data.map((r: { _id: string }) => r._id)).toEqual([saved._id]);

    const again = await submit(formId, { answers, resumeToken: saved.resumeToken });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("PARTIAL_ALREADY_SUBMITTED");
    expect((await resume(formId, saved.resumeToken)).json().code).toBe("PARTIAL_ALREADY_SUBMITTED");
  });

  it("stores one response when two tabs submit the same partial at once: one 201, one 409", async () => {
    const { owner, formId, name, planet } = await setUp();
    for (let round = 0; round < 3; round += 1) {
      const saved = await savePageOne(formId, name);
      const answers = [
        { questionId: name, answer: "Ada" },
        { questionId: planet, answer: "Earth" },
      ];
      const replies = await Promise.all([
        submit(formId, { answers, resumeToken: saved.resumeToken }),
        submit(formId, { answers, resumeToken: saved.resumeToken }),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const conflict = replies.find((reply) => reply.statusCode === 409);
      expect(conflict?.json().code).toBe("PARTIAL_ALREADY_SUBMITTED");
    }
    const form = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}`,
      headers: bearer(owner),
    });
    expect(form.json().data.responseCount).toBe(3);
  });

  it("counts partials nowhere: summary, count, limit, mails and webhooks", async () => {
    const { owner, formId, name, planet } = await setUp({
      keepUnfinished: true,
      responseLimit: 1,
      notifyOnResponse: true,
    });
    await savePageOne(formId, name);
    await savePageOne(formId, name);
    const summary = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(summary.json().data.totalResponses).toBe(0);
    const form = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}`,
      headers: bearer(owner),
    });
    expect(form.json().data.responseCount).toBe(0);
    const [queued] = await context.database.db.select({ total: count() }).from(jobs);
    expect(queued?.total).toBe(0);
    // The limit of one is not reached by two partials.
    const answers = [
      { questionId: name, answer: "Grace" },
      { questionId: planet, answer: "Venus" },
    ];
    expect((await submit(formId, { answers })).statusCode).toBe(201);
    expect((await submit(formId, { answers })).statusCode).toBe(403);
  });
});

const silentLog = { info() {}, warn() {}, error() {} };

describe.each(databaseKinds())("the expiry of partial responses on %s", (kind) => {
  const context = useTestApp(kind);

  it("deletes the partials past their time, submitted or not, and runs again an hour later", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, TWO_PAGES);
    await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/settings`,
      payload: { keepUnfinished: true },
      headers: bearer(owner),
    });
    const name = (form.questions[0] as { _id: string })._id;
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const saved = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}/partial`,
        payload: { answers: [{ questionId: name, answer: `Ada ${index}` }], pageReached: 0 },
      });
      ids.push(saved.json().data._id);
    }
    const [expired, submitted, kept] = ids as [string, string, string];
    const past = new Date(Date.now() - 60_000);
    for (const id of [expired, submitted]) {
      await context.database.db
        .update(partialResponses)
        .set({ expiresAt: past, ...(id === submitted && { submittedAt: past }) })
        .where(eq(partialResponses.id, id));
    }

    await scheduleExpiredPartialsJob(context.database.db);
    await scheduleExpiredPartialsJob(context.database.db);
    const scheduled = await context.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, DELETE_EXPIRED_PARTIALS_JOB));
    expect(scheduled).toHaveLength(1);

    const now = new Date();
    const outcome = await deleteExpiredPartialsJob(
      { db: context.database.db, log: silentLog },
      now,
    );
    expect(outcome).toEqual({ runAgainAt: new Date(now.getTime() + 3_600_000) });
    const left = await context.database.db
      .select({ id: partialResponses.id })
      .from(partialResponses);
    expect(left.map((row) => row.id)).toEqual([kept]);
  });
});
