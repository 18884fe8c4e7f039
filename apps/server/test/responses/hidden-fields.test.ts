import { HIDDEN_FIELD_MESSAGES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// A link's hidden fields (hidden-fields.ts): declared with the questions, stored with the
// response, exported, filtered on, and read by the logic on the server as in the browser.
const SURVEY = formBody({
  title: "Newsletter survey",
  isPublic: true,
  hiddenFields: ["customer_id", "utm_source", "utm_medium"],
  questions: [
    { key: "q1", questionType: "text", questionText: "Your name", required: true },
    {
      key: "q2",
      questionType: "text",
      questionText: "Which article brought you here?",
      required: true,
      logic: {
        match: "all",
        conditions: [{ questionId: "hidden:utm_source", operator: "equals", value: "news" }],
      },
    },
  ],
});

type Created = { _id: string; version: number; questions: { _id: string }[] };

describe.each(databaseKinds())("hidden fields on %s", (kind) => {
  const context = useTestApp(kind);

  async function seed() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = (await createForm(context.app, owner, SURVEY)) as Created;
    const [name, article] = form.questions.map((q) => q._id) as [string, string];
    return { owner, form, name, article };
  }

  const submit = (formId: string, payload: Record<string, unknown>) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload });

  const get = (owner: string, url: string) =>
    context.app.inject({ method: "GET", url, headers: bearer(owner) });

  it("declares the fields with the version, and a change of them makes a new version", async () => {
    const { owner, form } = await seed();
    const read = await get(owner, `/api/forms/${form._id}`);
    expect(read.json().data.hiddenFields).toEqual(["customer_id", "utm_source", "utm_medium"]);
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    expect(view.json().data.hiddenFields).toEqual(["customer_id", "utm_source", "utm_medium"]);
    const questions = read.json().data.questions;
    const renamed = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}`,
      headers: bearer(owner),
      payload: { ...SURVEY, questions, hiddenFields: ["customer_id", "utm_source"] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.version).toBe(2);
    const unchanged = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}`,
      headers: bearer(owner),
      payload: { ...SURVEY, hiddenFields: undefined, questions, title: "Renamed" },
    });
    expect(unchanged.json().data.version).toBe(2);
    expect(unchanged.json().data.hiddenFields).toEqual(["customer_id", "utm_source"]);
  });

  it("refuses a bad name, a name twice, and logic on a field the form does not declare", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const post = (body: Record<string, unknown>) =>
      context.app.inject({
        method: "POST",
        url: "/api/forms",
        headers: bearer(owner),
        payload: body,
      });
    const badName = await post({ ...SURVEY, hiddenFields: ["customer id", "utm_source"] });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors["hiddenFields.0"]).toBe(HIDDEN_FIELD_MESSAGES.nameInvalid);
    const twice = await post({ ...SURVEY, hiddenFields: ["utm_source", "utm_source"] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors["hiddenFields.1"]).toBe(HIDDEN_FIELD_MESSAGES.nameTaken);
    const undeclared = await post({ ...SURVEY, hiddenFields: ["customer_id"] });
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().errors["questions.1.logic.conditions.0"]).toBe(
      HIDDEN_FIELD_MESSAGES.referenceMissing,
    );
  });

  it("stores the declared values with the response, ignores undeclared names and shows them to the owner", async () => {
    const { owner, form, name, article } = await seed();
    const submitted = await submit(form._id, {
      answers: [
        { questionId: name, answer: "Ada" },
        { questionId: article, answer: "Hidden fields" },
      ],
      hiddenFields: { customer_id: "42", utm_source: "news", fbclid: "abc" },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const list = await get(owner, `/api/responses/${form._id}`);
    expect(list.json().data[0].hiddenFields).toEqual({ customer_id: "42", utm_source: "news" });
  });

  it("refuses a value that is not storable text, naming the field, and stores nothing", async () => {
    const { owner, form, name } = await seed();
    for (const value of ["line\nbreak", "nul\u0000", "x".repeat(1001), "\ud800"]) {
      const refused = await submit(form._id, {
        answers: [{ questionId: name, answer: "Ada" }],
        hiddenFields: { customer_id: value },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors ?? {})).toContain("hiddenFields.customer_id");
    }
    const list = await get(owner, `/api/responses/${form._id}`);
    expect(list.json().data).toEqual([]);
  });

  it("requires a question its logic shows only when utm_source is news, and refuses it otherwise", async () => {
    const { form, name, article } = await seed();
    const missing = await submit(form._id, {
      answers: [{ questionId: name, answer: "Ada" }],
      hiddenFields: { utm_source: "News" },
    });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors[`answers.${article}`]).toBeDefined();
    const withoutSource = await submit(form._id, {
      answers: [{ questionId: name, answer: "Ada" }],
    });
    expect(withoutSource.statusCode, withoutSource.body).toBe(201);
    const hiddenAnswered = await submit(form._id, {
      answers: [
        { questionId: name, answer: "Ada" },
        { questionId: article, answer: "Not shown" },
      ],
      hiddenFields: { utm_source: "ads" },
    });
    expect(hiddenAnswered.statusCode).toBe(400);
    expect(hiddenAnswered.json().answerIssues[article].code).toBe("HIDDEN_QUESTION_ANSWERED");
  });

  it("exports a column per declared field and filters the responses by a field's value", async () => {
    const { owner, form, name, article } = await seed();
    const sources = [
      { customer_id: "1", utm_source: "news" },
      { customer_id: "2", utm_source: "ads" },
      { customer_id: "3" },
    ];
    const ids: string[] = [];
    for (const values of sources) {
      const answers = [
        { questionId: name, answer: `Customer ${values.customer_id}` },
        ...(values.utm_source === "news" ? [{ questionId: article, answer: "Launch" }] : []),
      ];
      const response = await submit(form._id, { answers, hiddenFields: values });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data._id);
    }
    const exported = await get(owner, `/api/responses/form/${form._id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = exported.body.replace("\uFEFF", "").split("\r\n");
    expect(rows[0]).toBe(
      `"Timestamp","Your name","Which article brought you here?","customer_id","utm_source","utm_medium"`,
    );
    expect(rows[1]).toMatch(/,"Customer 1","Launch","1","news",""$/);
    expect(rows[3]).toMatch(/,"Customer 3","","3","",""$/);

    const filtered = await get(
      owner,
      `/api/responses/${form._id}?hiddenField=utm_source&hiddenValue=news`,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json().data.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);
    const summary = await get(
      owner,
      `/api/responses/form/${form._id}?hiddenField=customer_id&hiddenValue=2`,
    );
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.totalResponses).toBe(1);
    // Who saw the question shown on utm_source=news, counted from the filtered responses too.
    const seenOf = async (query: string) => {
      const read = await get(owner, `/api/responses/form/${form._id}${query}`);
      const questions = read.json().data.questions as { questionId: string; seenCount?: number }[];
      return questions.find((q) => q.questionId === article)?.seenCount;
    };
    expect(await seenOf("")).toBe(1);
    expect(await seenOf("?from=2000-01-01&hiddenField=customer_id&hiddenValue=1")).toBe(1);
    expect(await seenOf("?hiddenField=customer_id&hiddenValue=2")).toBe(0);
    const filteredExport = await get(
      owner,
      `/api/responses/form/${form._id}/export?hiddenField=utm_source&hiddenValue=ads`,
    );
    const exportedRows = filteredExport.body.replace("\uFEFF", "").split("\r\n").filter(Boolean);
    expect(exportedRows).toHaveLength(2);
    expect(exportedRows[1]).toMatch(/,"Customer 2","","2","ads",""$/);
    const undeclared = await get(
      owner,
      `/api/responses/${form._id}?hiddenField=gclid&hiddenValue=1`,
    );
    expect(undeclared.statusCode).toBe(400);
  });
});
