import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { formVersions, regexPatterns, responses, uploadedFiles } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { choiceQuestion, createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("forms API on %s", (kind) => {
  const context = useTestApp(kind);
  const as = (token: string) => ({
    get: (url: string) => context.app.inject({ method: "GET", url, headers: bearer(token) }),
    post: (url: string, payload: object) =>
      context.app.inject({ method: "POST", url, payload, headers: bearer(token) }),
    put: (url: string, payload: object) =>
      context.app.inject({ method: "PUT", url, payload, headers: bearer(token) }),
    delete: (url: string) => context.app.inject({ method: "DELETE", url, headers: bearer(token) }),
  });

  it("creates a form with stable question ids, private by default, as version 1", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    const response = await as(token).post("/api/forms", {
      ...formBody({ questions: [textQuestion(), choiceQuestion()] }),
      createdAt: "1999-01-01T00:00:00.000Z",
      responses: [],
      responseCount: 99,
    });
    expect(response.statusCode).toBe(201);
    const form = response.json().data;
    expect(response.json().message).toBe("Form saved successfully!");
    expect(form).toMatchObject({
      title: "Customer feedback",
      isPublic: false,
      version: 1,
      responseCount: 0,
    });
    expect(form.createdAt).not.toBe("1999-01-01T00:00:00.000Z");
    expect(form.questions[1]).toMatchObject({
      questionType: "multipleChoice",
      options: ["Mercury", "Venus", "Earth"],
      correctAnswer: ["Earth"],
      maxRating: null,
    });
    expect(form.questions[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers each builder rule with its message", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    const cases: Array<[object, string, string]> = [
      [formBody({ title: "   " }), "title", "Please add a title to your form"],
      [formBody({ questions: [] }), "questions", "Forms must have at least one question"],
      [
        formBody({ questions: [textQuestion({ questionText: " " })] }),
        "questions.0.questionText",
        "All questions must have a title",
      ],
      [
        formBody({ questions: [choiceQuestion({ options: [], correctAnswer: [] })] }),
        "questions.0.options",
        "Questions must have at least one option",
      ],
      [
        formBody({
          questions: [choiceQuestion({ options: ["a", "b", "c", "d", "e"], correctAnswer: [] })],
        }),
        "questions.0.options",
        "Questions can have at most 4 options",
      ],
      [
        formBody({ questions: [choiceQuestion({ correctAnswer: ["Pluto"] })] }),
        "questions.0.correctAnswer",
        "Correct answers must be among the options",
      ],
      [
        formBody({ questions: [{ questionType: "rating", questionText: "Rate", maxRating: 11 }] }),
        "questions.0.maxRating",
        "Rating maximum must be between 3 and 10",
      ],
      [
        formBody({
          questions: [
            { questionType: "file", questionText: "CV", validations: { fileType: "exe" } },
          ],
        }),
        "questions.0.validations.fileType",
        expect.any(String) as unknown as string,
      ],
      [formBody({ title: "x".repeat(201) }), "title", "Form title must be at most 200 characters"],
    ];
    for (const [body, field, message] of cases) {
      const response = await as(token).post("/api/forms", body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], field).toEqual(message);
    }
  });

  it("accepts a regex validation only from the active patterns", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    await context.database.db.insert(regexPatterns).values([
      { id: newId(), title: "Digits", regex: "^[0-9]+$", errorMessage: "Digits only" },
      { id: newId(), title: "Off", regex: "^off$", errorMessage: "x", active: false },
    ]);
    const withPattern = (regex: string) =>
      formBody({
        questions: [textQuestion({ validations: { regex: { title: "Digits", regex } } })],
      });
    expect((await as(token).post("/api/forms", withPattern("^[0-9]+$"))).statusCode).toBe(201);
    for (const regex of ["^off$", "^(a+)+$"]) {
      const refused = await as(token).post("/api/forms", withPattern(regex));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors["questions.0.validations.regex"]).toBe(
        "This validation is no longer available. Choose another one.",
      );
    }
  });

  it("lets only the owner read, change or delete a form: 404 for anyone else, 401 for no one", async () => {
    const owner = await signUp(context.app, context.mailer, "ada@example.org");
    const other = await signUp(context.app, context.mailer, "grace@example.org");
    const { _id } = await createForm(context.app, owner);
    const attempts = [
      as(other).get(`/api/forms/${_id}`),
      as(other).put(`/api/forms/${_id}`, formBody()),
      as(other).put(`/api/forms/${_id}/status`, { isPublic: true }),
      as(other).get(`/api/forms/${_id}/versions`),
      as(other).get(`/api/forms/${_id}/view`),
      as(other).delete(`/api/forms/${_id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Form not found");
    }
    expect((await as(owner).get(`/api/forms/${_id}`)).json().data.title).toBe("Customer feedback");
    const anonymous = await context.app.inject({ method: "GET", url: `/api/forms/${_id}` });
    expect(anonymous.statusCode).toBe(401);
    const badId = await as(owner).get("/api/forms/not-a-uuid");
    expect(badId.statusCode).toBe(400);
  });

  it("shows a public form to anyone without its correct answers, a private one to its owner only", async () => {
    const owner = await signUp(context.app, context.mailer, "ada@example.org");
    const { _id } = await createForm(
      context.app,
      owner,
      formBody({ questions: [choiceQuestion()] }),
    );
    const view = () => context.app.inject({ method: "GET", url: `/api/forms/${_id}/view` });
    expect((await view()).statusCode).toBe(404);
    expect((await as(owner).get(`/api/forms/${_id}/view`)).statusCode).toBe(200);

    const status = await as(owner).put(`/api/forms/${_id}/status`, { isPublic: true });
    expect(status.json()).toMatchObject({
      message: "Form is now public.",
      data: { _id, isPublic: true },
    });
    const publicView = await view();
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().data.questions[0]).not.toHaveProperty("correctAnswer");
    expect(publicView.json().data.questions[0].options).toEqual(["Mercury", "Venus", "Earth"]);
  });

  it("versions: a change of questions makes n+1 with the same ids, a title edit does not, old versions stay intact", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    const created = await createForm(
      context.app,
      token,
      formBody({ questions: [textQuestion(), choiceQuestion()] }),
    );
    const [first, second] = created.questions;
    const answered = await as(token).post(`/api/responses/${created._id}`, {
      answers: [{ questionId: first?._id, answer: "Ada" }],
    });
    expect(answered.statusCode).toBe(201);

    const retitled = await as(token).put(`/api/forms/${created._id}`, {
      ...formBody({
        title: "Renamed",
        questions: [textQuestion({ _id: first?._id }), choiceQuestion({ _id: second?._id })],
      }),
    });
    expect(retitled.json().data).toMatchObject({ title: "Renamed", version: 1 });

    const edited = await as(token).put(`/api/forms/${created._id}`, {
      ...formBody({
        questions: [
          choiceQuestion({ _id: second?._id, options: ["Earth", "Mars"] }),
          textQuestion({ _id: first?._id }),
          textQuestion({ _id: newId(), questionText: "New one" }),
        ],
      }),
    });
    const form = edited.json().data;
    expect(edited.json().message).toBe("Form updated successfully!");
    expect(form.version).toBe(2);
    expect(form.questions.map((q: { _id: string }) => q._id).slice(0, 2)).toEqual([
      second?._id,
      first?._id,
    ]);
    expect([first?._id, second?._id]).not.toContain(form.questions[2]._id);

    const versions = await as(token).get(`/api/forms/${created._id}/versions`);
    expect(versions.json().data).toEqual([
      { version: 2, createdAt: expect.any(String), responseCount: 0 },
      { version: 1, createdAt: expect.any(String), responseCount: 1 },
    ]);
    const stored = await context.database.db.select().from(formVersions);
    const versionOne = stored.find((row) => row.version === 1)?.questions as Array<{
      options: string[];
    }>;
    expect(versionOne[1]?.options).toEqual(["Mercury", "Venus", "Earth"]);
  });

  it("lists the owner's forms newest first with paging, totals and question counts", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    const other = await signUp(context.app, context.mailer, "grace@example.org");
    for (let index = 1; index <= 12; index++) {
      await createForm(
        context.app,
        token,
        formBody({ title: `Form ${index}`, questions: [textQuestion(), choiceQuestion()] }),
      );
    }
    await createForm(context.app, other, formBody({ title: "Not Ada's" }));

    const firstPage = (await as(token).get("/api/forms")).json();
    expect(firstPage.total).toBe(12);
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.data[0]).toMatchObject({
      title: "Form 12",
      questionCount: 2,
      responseCount: 0,
    });
    expect(firstPage.data[0]).not.toHaveProperty("questions");
    const secondPage = (await as(token).get("/api/forms?page=2&limit=10")).json();
    expect(secondPage.data.map((form: { title: string }) => form.title)).toEqual([
      "Form 2",
      "Form 1",
    ]);
    const beyond = (await as(token).get("/api/forms?page=9")).json();
    expect(beyond).toMatchObject({ data: [], total: 12 });
    for (const query of ["page=0", "limit=0", "limit=101", "page=abc"]) {
      expect((await as(token).get(`/api/forms?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("searches titles case-insensitively, taking %, _ and quotes literally", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    for (const title of [
      "100% satisfied",
      "1000 satisfied",
      "snake_case",
      "snakeXcase",
      "O'Brien's quiz",
      "Customer FEEDBACK",
    ]) {
      await createForm(context.app, token, formBody({ title }));
    }
    const titles = async (search: string) =>
      (await as(token).get(`/api/forms?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((f: { title: string }) => f.title);
    expect(await titles("%")).toEqual(["100% satisfied"]);
    expect(await titles("_")).toEqual(["snake_case"]);
    expect(await titles("o'brien")).toEqual(["O'Brien's quiz"]);
    expect(await titles("feedback")).toEqual(["Customer FEEDBACK"]);
    expect(await titles("   ")).toHaveLength(6);
    expect(await titles("nothing like it")).toEqual([]);
  });

  it("deletes a form with its versions, responses and file records, and removes the files", async () => {
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    const { _id, questions } = await createForm(context.app, token);
    const responseId = newId();
    await context.database.db.insert(responses).values({
      id: responseId,
      formId: _id,
      formVersion: 1,
      respondentName: "G",
      respondentEmail: "g@x.io",
      answers: [],
    });
    await context.app.fileStorage.write("upload-1.pdf", Readable.from([Buffer.from("%PDF-1.4")]));
    await context.database.db.insert(uploadedFiles).values({
      id: newId(),
      formId: _id,
      questionId: questions[0]?._id ?? "",
      responseId,
      storageKey: "upload-1.pdf",
      originalName: "cv.pdf",
      mimeType: "application/pdf",
      sizeBytes: 8,
    });

    const response = await as(token).delete(`/api/forms/${_id}`);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: "Form deleted successfully",
      data: null,
    });
    expect((await as(token).get(`/api/forms/${_id}`)).statusCode).toBe(404);
    expect(await context.database.db.select().from(formVersions)).toHaveLength(0);
    expect(await context.database.db.select().from(responses)).toHaveLength(0);
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(0);
    expect(await context.app.fileStorage.sizeOf("upload-1.pdf")).toBeUndefined();
  });
});
