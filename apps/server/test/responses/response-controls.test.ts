import { DEFAULT_CLOSED_MESSAGE } from "@formloom/shared";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const SURVEY = formBody({
  title: "Workshop sign-up",
  isPublic: true,
  questions: [
    { questionType: "multipleChoice", questionText: "Session", options: ["Morning", "Evening"] },
  ],
});

describe.each(databaseKinds())("response controls on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp(settings: object) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, SURVEY);
    const patched = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/settings`,
      payload: settings,
      headers: bearer(owner),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return { owner, formId: form._id, questionId: form.questions[0]?._id as string };
  }
  const submit = (formId: string, questionId: string, token?: string) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId, answer: "Morning" }] },
      headers: token ? bearer(token) : {},
    });
  const storedCount = async (formId: string) => {
    const [row] = await context.database.db
      .select({ total: count() })
      .from(responses)
      .where(eq(responses.formId, formId));
    return row?.total ?? 0;
  };

  it("refuses a submission to a switched-off form with 403 and the closed message", async () => {
    const { formId, questionId } = await setUp({ acceptingResponses: false });
    const response = await submit(formId, questionId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: "FORM_CLOSED",
      message: DEFAULT_CLOSED_MESSAGE,
    });
    expect(await storedCount(formId)).toBe(0);
  });

  it("refuses a submission after the closing time with the owner's message", async () => {
    const { formId, questionId } = await setUp({
      closesAt: new Date(Date.now() - 1000).toISOString(),
      closedMessage: "Sign-up closed on Friday",
    });
    const response = await submit(formId, questionId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Sign-up closed on Friday");
  });

  it("takes answers before the closing time", async () => {
    const { formId, questionId } = await setUp({
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await submit(formId, questionId)).statusCode).toBe(201);
  });

  it("closes when the limit is reached, counting the responses of every version", async () => {
    const { owner, formId, questionId } = await setUp({ responseLimit: 2 });
    expect((await submit(formId, questionId)).statusCode).toBe(201);
    // A new version: its form still counts the first version's response.
    const edited = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}`,
      headers: bearer(owner),
      payload: formBody({
        ...SURVEY,
        questions: [
          {
            _id: questionId,
            questionType: "multipleChoice",
            questionText: "Session",
            options: ["Morning", "Evening", "Night"],
          },
        ],
      }),
    });
    expect(edited.json().data.version).toBe(2);
    expect((await submit(formId, questionId)).statusCode).toBe(201);
    const third = await submit(formId, questionId);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(DEFAULT_CLOSED_MESSAGE);
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${formId}/view` });
    expect(view.json().data.status.isOpen).toBe(false);
  });

  it("stores exactly the limit when 50 submissions arrive at once, and closes the rest", async () => {
    const { formId, questionId } = await setUp({ responseLimit: 10 });
    const replies = await Promise.all(Array.from({ length: 50 }, () => submit(formId, questionId)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(40);
    expect(await storedCount(formId)).toBe(10);
    const versions = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}/view`,
    });
    expect(versions.json().data.status.isOpen).toBe(false);
  });

  it("asks a guest to sign in on a one-per-user form", async () => {
    const { formId, questionId } = await setUp({ onePerUser: true });
    const response = await submit(formId, questionId);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: "SIGN_IN_REQUIRED",
      message: "Please sign in to respond to this form",
    });
    expect(await storedCount(formId)).toBe(0);
  });

  it("takes one response per account, 409 for the second", async () => {
    const { formId, questionId } = await setUp({ onePerUser: true });
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    const bob = await signUp(context.app, context.mailer, "bob@example.org");
    expect((await submit(formId, questionId, ada)).statusCode).toBe(201);
    const second = await submit(formId, questionId, ada);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      code: "ALREADY_RESPONDED",
      message: "You have already responded",
    });
    expect((await submit(formId, questionId, bob)).statusCode).toBe(201);
    expect(await storedCount(formId)).toBe(2);
  });

  it("stores one response of an account that submits many times at once", async () => {
    const { formId, questionId } = await setUp({ onePerUser: true });
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => submit(formId, questionId, ada)),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    expect(await storedCount(formId)).toBe(1);
  });

  it("reopens when the owner switches the form back on or raises the limit", async () => {
    const { owner, formId, questionId } = await setUp({ responseLimit: 1 });
    expect((await submit(formId, questionId)).statusCode).toBe(201);
    expect((await submit(formId, questionId)).statusCode).toBe(403);
    await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/settings`,
      payload: { responseLimit: null },
      headers: bearer(owner),
    });
    expect((await submit(formId, questionId)).statusCode).toBe(201);
  });
});
