import { DEFAULT_CLOSED_MESSAGE, DEFAULT_FORM_SETTINGS } from "@formloom/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forms, formVersions } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { choiceQuestion, createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("form settings, sections and logic on %s", (kind) => {
  const context = useTestApp(kind);
  const as = (token?: string) => {
    const headers = token ? bearer(token) : {};
    return {
      get: (url: string) => context.app.inject({ method: "GET", url, headers }),
      post: (url: string, payload?: object) =>
        context.app.inject({ method: "POST", url, payload, headers }),
      put: (url: string, payload: object) =>
        context.app.inject({ method: "PUT", url, payload, headers }),
    };
  };
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");

  it("gives a new form the default settings, and keeps saved settings when a save leaves them out", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings).toEqual(DEFAULT_FORM_SETTINGS);
    expect(read.scoresReleasedAt).toBeNull();

    const settings = {
      ...DEFAULT_FORM_SETTINGS,
      closedMessage: "See you next year",
      responseLimit: 3,
      confirmationMessage: "Thanks!\nWe read every answer.",
      redirectUrl: "https://example.org/thanks",
      quiz: { releaseScore: "later", showCorrectAnswers: true },
    };
    // The builder sends the questions back with their stored ids.
    const questions = read.questions;
    const saved = await as(token).put(`/api/forms/${form._id}`, formBody({ questions, settings }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toEqual(settings);
    // Same questions, settings changed: still version 1.
    expect(saved.json().data.version).toBe(1);

    const withoutSettings = await as(token).put(
      `/api/forms/${form._id}`,
      formBody({ questions, title: "Renamed" }),
    );
    expect(withoutSettings.json().data).toMatchObject({ title: "Renamed", settings, version: 1 });
    const versions = await context.database.db
      .select()
      .from(formVersions)
      .where(eq(formVersions.formId, form._id));
    expect(versions).toHaveLength(1);
  });

  it("refuses a redirect that is not https, with the field's path", async () => {
    const token = await owner();
    const response = await as(token).post(
      "/api/forms",
      formBody({ settings: { redirectUrl: "http://example.org" } }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["settings.redirectUrl"]);
  });

  it("refuses a redirect holding line breaks or control characters, and stores nothing", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    for (const redirectUrl of [
      "https://evil.example/\r\nSet-Cookie: x=1",
      "https://evil.example/\u0085next",
      "https://example.org/a\tb",
    ]) {
      const created = await as(token).post("/api/forms", formBody({ settings: { redirectUrl } }));
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toEqual({
        "settings.redirectUrl": "The redirect address cannot contain spaces, tabs or line breaks",
      });
      const patched = await as(token).put(`/api/forms/${form._id}/settings`, { redirectUrl });
      expect(patched.statusCode).toBe(400);
      expect(Object.keys(patched.json().errors)).toEqual(["redirectUrl"]);
    }
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings.redirectUrl).toBeNull();
    expect((await as(token).get("/api/forms")).json().total).toBe(1);
  });

  it("patches only the given settings, owner only, and never makes a version", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const patched = await as(token).put(`/api/forms/${form._id}/settings`, {
      acceptingResponses: false,
      quiz: { showCorrectAnswers: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toEqual({
      _id: form._id,
      settings: {
        ...DEFAULT_FORM_SETTINGS,
        acceptingResponses: false,
        quiz: { releaseScore: "immediately", showCorrectAnswers: true },
      },
    });
    const again = await as(token).put(`/api/forms/${form._id}/settings`, { onePerUser: true });
    expect(again.json().data.settings).toMatchObject({
      acceptingResponses: false,
      onePerUser: true,
      quiz: { showCorrectAnswers: true },
    });
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read).toMatchObject({ version: 1, settings: again.json().data.settings });

    const dashboard = (await as(token).get("/api/forms")).json().data;
    expect(dashboard[0]).toMatchObject({ _id: form._id, acceptingResponses: false });

    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    const notTheirs = await as(stranger).put(`/api/forms/${form._id}/settings`, {
      acceptingResponses: true,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await as().put(`/api/forms/${form._id}/settings`, {})).statusCode).toBe(401);
    const invalid = await as(token).put(`/api/forms/${form._id}/settings`, { responseLimit: 0 });
    expect(invalid.statusCode).toBe(400);
  });

  it("reads settings stored before a field existed as its default", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    await context.database.db
      .update(forms)
      .set({ settings: { acceptingResponses: false, quiz: { releaseScore: "later" } } })
      .where(eq(forms.id, form._id));
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings).toEqual({
      ...DEFAULT_FORM_SETTINGS,
      acceptingResponses: false,
      quiz: { releaseScore: "later", showCorrectAnswers: false },
    });
  });

  it("stores logic on new questions under the ids they are given, and sections and logic make versions", async () => {
    const token = await owner();
    const created = await as(token).post(
      "/api/forms",
      formBody({
        questions: [
          { ...choiceQuestion({ correctAnswer: [] }), key: "q-planet" },
          {
            questionType: "section",
            questionText: "About Earth",
            description: "Only for Earth fans",
            key: "s-earth",
            logic: {
              match: "all",
              conditions: [{ questionId: "q-planet", operator: "equals", value: "Earth" }],
            },
          },
          {
            ...textQuestion({ required: false }),
            key: "q-why",
            logic: { match: "any", conditions: [{ questionId: "q-planet", operator: "answered" }] },
          },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json().data;
    const [planet, section, why] = form.questions;
    expect(section).toMatchObject({
      questionType: "section",
      description: "Only for Earth fans",
      required: false,
      logic: {
        match: "all",
        conditions: [{ questionId: planet._id, operator: "equals", value: "Earth" }],
      },
    });
    expect(why.logic.conditions).toEqual([{ questionId: planet._id, operator: "answered" }]);

    // Saved back as the builder sends it (stored ids, no change): no new version.
    const same = await as(token).put(
      `/api/forms/${form._id}`,
      formBody({ questions: form.questions }),
    );
    expect(same.json().data.version).toBe(1);

    // A new question referred to by its key, placed before one that uses it.
    const edited = await as(token).put(
      `/api/forms/${form._id}`,
      formBody({
        questions: [
          planet,
          { ...textQuestion({ questionText: "Your city", required: false }), key: "q-new" },
          section,
          {
            ...why,
            logic: {
              match: "all",
              conditions: [{ questionId: "q-new", operator: "contains", value: "Paris" }],
            },
          },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const next = edited.json().data;
    expect(next.version).toBe(2);
    expect(next.questions[3]._id).toBe(why._id);
    expect(next.questions[3].logic.conditions[0].questionId).toBe(next.questions[1]._id);

    // Only sections added: a version too.
    const withSection = await as(token).put(
      `/api/forms/${form._id}`,
      formBody({
        questions: [...next.questions, { questionType: "section", questionText: "The end" }],
      }),
    );
    expect(withSection.json().data.version).toBe(3);
  });

  it("refuses a condition on a question that is not there or comes later, at the condition's path", async () => {
    const token = await owner();
    const cases: Array<[string, object]> = [
      ["dangling", { questionId: "q-nowhere", operator: "answered" }],
      ["later", { questionId: "q-later", operator: "answered" }],
    ];
    for (const [name, condition] of cases) {
      const response = await as(token).post(
        "/api/forms",
        formBody({
          questions: [
            textQuestion({ key: "q-first" }),
            textQuestion({ key: "q-second", logic: { match: "all", conditions: [condition] } }),
            textQuestion({ key: "q-later" }),
          ],
        }),
      );
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().errors), name).toEqual(["questions.1.logic.conditions.0"]);
    }
  });

  it("counts sections out of the dashboard's question count", async () => {
    const token = await owner();
    await createForm(
      context.app,
      token,
      formBody({
        questions: [textQuestion(), { questionType: "section", questionText: "Page 2" }],
      }),
    );
    const dashboard = (await as(token).get("/api/forms")).json().data;
    expect(dashboard[0]).toMatchObject({ questionCount: 1, acceptingResponses: true });
  });

  it("serves a closed form's page with its status and the closed message", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const open = (await as().get(`/api/forms/${form._id}/view`)).json().data;
    expect(open.status).toEqual({
      isOpen: true,
      closedMessage: DEFAULT_CLOSED_MESSAGE,
      alreadyResponded: false,
    });
    expect(open.settings).toEqual({
      onePerUser: false,
      confirmationMessage: "",
      redirectUrl: null,
      shuffleQuestions: false,
      layout: "page",
      language: "en",
      languages: [],
      quiz: DEFAULT_FORM_SETTINGS.quiz,
      theme: null,
      spamProtection: DEFAULT_FORM_SETTINGS.spamProtection,
      calculations: DEFAULT_FORM_SETTINGS.calculations,
      keepUnfinished: false,
      sendRespondentCopy: false,
    });

    await as(token).put(`/api/forms/${form._id}/settings`, { acceptingResponses: false });
    const closed = await as().get(`/api/forms/${form._id}/view`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toMatchObject({
      isOpen: false,
      closedMessage: DEFAULT_CLOSED_MESSAGE,
    });

    await as(token).put(`/api/forms/${form._id}/settings`, {
      acceptingResponses: true,
      closesAt: new Date(Date.now() - 60_000).toISOString(),
      closedMessage: "Registration has ended",
    });
    const pastClosing = (await as().get(`/api/forms/${form._id}/view`)).json().data;
    expect(pastClosing.status).toMatchObject({
      isOpen: false,
      closedMessage: "Registration has ended",
    });

    await as(token).put(`/api/forms/${form._id}/settings`, {
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await as().get(`/api/forms/${form._id}/view`)).json().data.status.isOpen).toBe(true);
  });

  it("tells a signed-in respondent of a one-per-user form that they already responded", async () => {
    const token = await owner();
    const form = await createForm(
      context.app,
      token,
      formBody({ isPublic: true, questions: [textQuestion({ required: false })] }),
    );
    await as(token).put(`/api/forms/${form._id}/settings`, { onePerUser: true });
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    const before = (await as(ada).get(`/api/forms/${form._id}/view`)).json().data;
    expect(before.settings.onePerUser).toBe(true);
    expect(before.status).toMatchObject({ isOpen: true, alreadyResponded: false });
    const submitted = await as(ada).post(`/api/responses/${form._id}`, { answers: [] });
    expect(submitted.statusCode).toBe(201);
    const after = (await as(ada).get(`/api/forms/${form._id}/view`)).json().data;
    expect(after.status).toMatchObject({ isOpen: true, alreadyResponded: true });
    const guest = (await as().get(`/api/forms/${form._id}/view`)).json().data;
    expect(guest.status.alreadyResponded).toBe(false);
  });

  it("hides the correct answers and their feedback from respondents", async () => {
    const token = await owner();
    const form = await createForm(
      context.app,
      token,
      formBody({
        isPublic: true,
        questions: [choiceQuestion({ feedback: { correct: "Yes!", incorrect: "No" }, points: 3 })],
      }),
    );
    const [question] = (await as().get(`/api/forms/${form._id}/view`)).json().data.questions;
    expect(question).not.toHaveProperty("correctAnswer");
    expect(question).not.toHaveProperty("feedback");
    expect(question.points).toBe(3);
  });

  it("releases scores for the owner only", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    expect((await as(stranger).post(`/api/forms/${form._id}/release-scores`)).statusCode).toBe(404);
    expect((await as().post(`/api/forms/${form._id}/release-scores`)).statusCode).toBe(401);
    const released = await as(token).post(`/api/forms/${form._id}/release-scores`);
    expect(released.statusCode).toBe(200);
    const { scoresReleasedAt } = released.json().data;
    expect(released.json().data._id).toBe(form._id);
    expect(Date.parse(scoresReleasedAt)).toBeGreaterThan(Date.now() - 60_000);
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read).toMatchObject({ scoresReleasedAt, version: 1 });
  });
});
