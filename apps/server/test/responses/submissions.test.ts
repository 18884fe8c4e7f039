import { describe, expect, it } from "vitest";
import { regexPatterns, responses } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { PDF_BYTES, upload } from "../support/uploads.js";

const QUIZ = formBody({
  title: "Planets quiz",
  isPublic: true,
  questions: [
    {
      questionType: "text",
      questionText: "Your name",
      required: true,
      validations: { regex: { title: "Letters", regex: "^[A-Za-z ]+$" } },
    },
    {
      questionType: "multipleChoice",
      questionText: "Closest to the Sun?",
      options: ["Mercury", "Venus"],
      correctAnswer: ["Mercury"],
    },
    {
      questionType: "checkbox",
      questionText: "Gas giants?",
      options: ["Jupiter", "Mars", "Saturn"],
      correctAnswer: ["Saturn", "Jupiter"],
    },
    { questionType: "rating", questionText: "Fun?", maxRating: 5 },
    { questionType: "paragraph", questionText: "Anything else?" },
    { questionType: "file", questionText: "Your drawing", validations: { fileType: "pdf" } },
  ],
});

describe.each(databaseKinds())("POST /api/responses/{formId} on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp() {
    await context.database.db.insert(regexPatterns).values({
      id: newId(),
      title: "Letters",
      regex: "^[A-Za-z ]+$",
      errorMessage: "Letters only",
    });
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, QUIZ);
    const ids = form.questions.map((q) => q._id);
    return {
      owner,
      formId: form._id,
      ids: ids as [string, string, string, string, string, string],
    };
  }
  const submit = (formId: string, answers: object[], token?: string, extra: object = {}) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers, ...extra },
      headers: token ? bearer(token) : {},
    });

  it("stores a guest's response with the server's own score and counts it on the form", async () => {
    const { owner, formId, ids } = await setUp();
    const response = await submit(
      formId,
      [
        { questionId: ids[0], answer: "Ada" },
        { questionId: ids[1], answer: "Mercury" },
        { questionId: ids[2], answer: ["Jupiter", "Saturn"] },
        { questionId: ids[3], answer: 4 },
      ],
      undefined,
      { respondentName: "Mallory", respondentEmail: "ceo@example.org", score: 100 },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Response saved",
      data: { _id: expect.any(String) },
    });
    const [row] = await context.database.db.select().from(responses);
    expect(row).toMatchObject({
      respondentName: "Guest User",
      respondentEmail: "guest@anonymous.invalid",
      respondentId: null,
      score: 2,
      maxScore: 2,
      percentage: 100,
      formVersion: 1,
    });
    const form = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}`,
      headers: bearer(owner),
    });
    expect(form.json().data.responseCount).toBe(1);
  });

  it("attaches a signed-in respondent's name and email from their session", async () => {
    const { formId, ids } = await setUp();
    const respondent = await signUp(context.app, context.mailer, "ada@example.org");
    await submit(
      formId,
      [
        { questionId: ids[0], answer: "Ada" },
        { questionId: ids[1], answer: "Venus" },
      ],
      respondent,
      {
        respondentEmail: "someone-else@example.org",
      },
    );
    const [row] = await context.database.db.select().from(responses);
    expect(row).toMatchObject({
      respondentName: "Ada Lovelace",
      respondentEmail: "ada@example.org",
      score: 0,
      maxScore: 2,
      percentage: 0,
    });
  });

  it("refuses crafted answers the browser would have stopped, keyed by question", async () => {
    const { formId, ids } = await setUp();
    const cases: Array<[object[], string, string]> = [
      [[{ questionId: ids[1], answer: "Mercury" }], ids[0], "Please answer all required questions"],
      [[{ questionId: ids[0], answer: "   " }], ids[0], "Please answer all required questions"],
      // The admin's error message for the pattern, as the regex form promises.
      [[{ questionId: ids[0], answer: "R2D2" }], ids[0], "Letters only"],
      [
        [
          { questionId: ids[0], answer: "Ada" },
          { questionId: ids[1], answer: "Pluto" },
        ],
        ids[1],
        expect.any(String) as unknown as string,
      ],
      [
        [
          { questionId: ids[0], answer: "Ada" },
          { questionId: ids[2], answer: ["Jupiter", "Jupiter"] },
        ],
        ids[2],
        expect.any(String) as unknown as string,
      ],
      [
        [
          { questionId: ids[0], answer: "Ada" },
          { questionId: ids[3], answer: 6 },
        ],
        ids[3],
        expect.any(String) as unknown as string,
      ],
      [
        [
          { questionId: ids[0], answer: "Ada" },
          { questionId: ids[5], answer: "/api/files/not-a-file" },
        ],
        ids[5],
        "A file of this response is no longer available. Please upload it again.",
      ],
    ];
    for (const [answers, questionId, message] of cases) {
      const response = await submit(formId, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().errors[`answers.${questionId}`]).toEqual(message);
    }
    const stranger = newId();
    const unknown = await submit(formId, [
      { questionId: ids[0], answer: "Ada" },
      { questionId: stranger, answer: "x" },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual([`answers.${stranger}`]);
    expect(await context.database.db.select().from(responses)).toHaveLength(0);
  });

  it("refuses a mismatch with the admin's error message, in the errors and as the message", async () => {
    const { formId, ids } = await setUp();
    const response = await submit(formId, [{ questionId: ids[0], answer: "R2D2" }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Your name: Letters only",
      errors: { [`answers.${ids[0]}`]: "Letters only" },
    });
    // The respondent's page gets the same message to show while they type.
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${formId}/view` });
    expect(view.json().data.questions[0].validations.regex).toEqual({
      title: "Letters",
      regex: "^[A-Za-z ]+$",
      errorMessage: "Letters only",
    });
  });

  it("skips the check of a pattern an admin switched off: the form keeps working", async () => {
    const { formId, ids } = await setUp();
    await context.database.db.update(regexPatterns).set({ active: false });
    expect((await submit(formId, [{ questionId: ids[0], answer: "R2D2" }])).statusCode).toBe(201);
  });

  it("answers 404 for a private form to anyone but its owner", async () => {
    const { owner, formId, ids } = await setUp();
    await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/status`,
      payload: { isPublic: false },
      headers: bearer(owner),
    });
    const answers = [{ questionId: ids[0], answer: "Ada" }];
    expect((await submit(formId, answers)).statusCode).toBe(404);
    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    expect((await submit(formId, answers, stranger)).statusCode).toBe(404);
    expect((await submit(formId, answers, owner)).statusCode).toBe(201);
    expect((await submit(newId(), answers)).statusCode).toBe(404);
  });

  it("takes an uploaded file once, for its own question only", async () => {
    const { formId, ids } = await setUp();
    const uploaded = await upload(
      context.app,
      { formId, questionId: ids[5] },
      { name: "drawing.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    );
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().data.url;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const answers = [
      { questionId: ids[0], answer: "Ada" },
      { questionId: ids[5], answer: url },
    ];
    expect((await submit(formId, answers)).statusCode).toBe(201);
    const again = await submit(formId, answers);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[`answers.${ids[5]}`]).toBe(
      "A file of this response is no longer available. Please upload it again.",
    );
  });

  it("refuses a malformed body with 400, never 500", async () => {
    const { formId } = await setUp();
    for (const payload of [
      {},
      { answers: "nope" },
      { answers: [{ questionId: "x", answer: {} }] },
    ]) {
      const response = await context.app.inject({
        method: "POST",
        url: `/api/responses/${formId}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
