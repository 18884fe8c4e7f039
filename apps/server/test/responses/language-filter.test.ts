import { LANGUAGE_CODES, SETTINGS_MESSAGES } from "@formloom/shared";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countLanguages } from "../../src/modules/responses/summary/count-languages.js";
import { listOperations } from "../fuzz/openapi-operations.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const SURVEY = formBody({
  title: "Canteen",
  isPublic: true,
  questions: [
    {
      questionType: "multipleChoice",
      questionText: "Lunch",
      options: ["Soup", "Salad"],
      correctAnswer: ["Soup"],
    },
    { questionType: "text", questionText: "Comment" },
  ],
  settings: { language: "en", languages: ["de", "ar"] },
});

// [language, lunch, comment]: the third is made a response stored before languages were recorded.
const ANSWERS = [
  ["en", "Soup", "Tasty soup"],
  ["en", "Salad", ""],
  ["en", "Soup", "Old page"],
  ["de", "Salad", "Lecker"],
  ["de", "Soup", ""],
  ["ar", "Salad", ""],
] as const;

type Row = Record<string, unknown>;
type Summary = {
  totalResponses: number;
  averageScore: number | null;
  highestScore: number | null;
  lowestScore: number | null;
  questions: { questionId: string; answeredCount: number; options: { count: number }[] }[];
  languages: { language: string; count: number }[];
};

// The responses page's language filter, and the summary's count of responses per language.
describe.each(databaseKinds())("filtering responses by language on %s", (kind) => {
  const context = useTestApp(kind);
  const rowsOf = async (query: SQL) =>
    ((await context.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const get = (owner: string, url: string) =>
    context.app.inject({ method: "GET", url, headers: bearer(owner) });

  async function seed() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, SURVEY);
    const [lunch, comment] = form.questions.map((q) => q._id) as [string, string];
    const ids: string[] = [];
    for (const [language, meal, note] of ANSWERS) {
      const answers = [
        { questionId: lunch, answer: meal },
        ...(note ? [{ questionId: comment, answer: note }] : []),
      ];
      const response = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers, language },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data._id);
    }
    await context.database.db.execute(
      sql`update responses set language = null where id = ${ids[2]}`,
    );
    return { owner, formId: form._id, lunch, ids };
  }

  const listIds = async (owner: string, formId: string, query: string) => {
    const response = await get(owner, `/api/responses/${formId}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((r: { _id: string }) => r._id);
  };

  /** The summary's every figure, recounted from the rows of `responses` that `kept` keeps. */
  async function recount(formId: string, lunch: string, kept: SQL) {
    const where = sql`form_id = ${formId} and ${kept}`;
    const [scores] = await rowsOf(sql`
      select count(*)::int as total, round(avg(percentage))::int as average,
        max(percentage) as highest, min(percentage) as lowest
      from responses where ${where}`);
    const answered = await rowsOf(sql`
      select given->>'questionId' as question, count(*)::int as n
      from responses, jsonb_array_elements(answers) as given where ${where} group by 1`);
    const lunches = await rowsOf(sql`
      select given->>'answer' as option, count(*)::int as n
      from responses, jsonb_array_elements(answers) as given
      where ${where} and given->>'questionId' = ${lunch} group by 1`);
    const languages = await rowsOf(sql`
      select coalesce(language, 'en') as language, count(*)::int as n
      from responses where ${where} group by 1`);
    const total = Number(scores?.total);
    const countOf = (rows: Row[], key: string, value: string) =>
      Number(rows.find((row) => row[key] === value)?.n ?? 0);
    return {
      totalResponses: total,
      averageScore: total === 0 ? null : Number(scores?.average),
      highestScore: total === 0 ? null : Number(scores?.highest),
      lowestScore: total === 0 ? null : Number(scores?.lowest),
      answered: (id: string) => countOf(answered, "question", id),
      lunches: ["Soup", "Salad"].map((option) => countOf(lunches, "option", option)),
      languages: ["en", "de", "ar"].map((language) => ({
        language,
        count: countOf(languages, "language", language),
      })),
    };
  }

  it("lists, summarises and exports the responses answered in one language, a null one as the default", async () => {
    const { owner, formId, lunch, ids } = await seed();
    expect(await listIds(owner, formId, "language=de")).toEqual([ids[4], ids[3]]);
    expect(await listIds(owner, formId, "language=en")).toEqual([ids[2], ids[1], ids[0]]);
    expect(await listIds(owner, formId, `language=ar&question=${lunch}&answer=Salad`)).toEqual([
      ids[5],
    ]);
    expect(await listIds(owner, formId, "language=de&q=soup")).toEqual([]);
    expect(await listIds(owner, formId, "language=de&q=lecker")).toEqual([ids[3]]);

    const filters: [string, SQL][] = [
      ["", sql`true`],
      ["language=en", sql`coalesce(language, 'en') = 'en'`],
      ["language=de", sql`language = 'de'`],
      ["language=ar", sql`language = 'ar'`],
      [
        `language=de&question=${lunch}&answer=Soup`,
        sql`language = 'de' and answers @> ${JSON.stringify([{ questionId: lunch, answer: "Soup" }])}::jsonb`,
      ],
      ["from=2000-01-01&language=en", sql`coalesce(language, 'en') = 'en'`],
    ];
    for (const [query, kept] of filters) {
      const response = await get(owner, `/api/responses/form/${formId}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const summary: Summary = response.json().data;
      const expected = await recount(formId, lunch, kept);
      expect(summary, query).toMatchObject({
        totalResponses: expected.totalResponses,
        averageScore: expected.averageScore,
        highestScore: expected.highestScore,
        lowestScore: expected.lowestScore,
        languages: expected.languages,
      });
      const [lunchSummary, commentSummary] = summary.questions;
      expect(
        lunchSummary?.options.map((o) => o.count),
        query,
      ).toEqual(expected.lunches);
      expect(lunchSummary?.answeredCount, query).toBe(expected.answered(lunch));
      expect(commentSummary?.answeredCount, query).toBe(
        expected.answered(commentSummary?.questionId ?? ""),
      );
    }
    // The figures by hand, so that the recount is not the rule restated.
    const german = (await get(owner, `/api/responses/form/${formId}?language=de`)).json().data;
    expect(german.totalResponses).toBe(2);
    expect(german.languages).toEqual([
      { language: "en", count: 0 },
      { language: "de", count: 2 },
      { language: "ar", count: 0 },
    ]);
    const all = (await get(owner, `/api/responses/form/${formId}`)).json().data;
    expect(all.languages.map((l: { count: number }) => l.count)).toEqual([3, 2, 1]);

    const csv = await get(owner, `/api/responses/form/${formId}/export?language=de`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.replace("\uFEFF", "").split("\r\n").filter(Boolean);
    expect(rows.slice(1).map((row) => row.split(",").slice(1))).toEqual([
      ['"Salad"', '"Lecker"', '"de"'],
      ['"Soup"', '""', '"de"'],
    ]);
  });

  it("refuses a language the form does not offer, and an unknown one, on every call", async () => {
    const { owner, formId } = await seed();
    const paths = [
      `/api/responses/${formId}`,
      `/api/responses/form/${formId}`,
      `/api/responses/form/${formId}/export`,
    ];
    for (const path of paths) {
      const notOffered = await get(owner, `${path}?language=ja`);
      expect(notOffered.statusCode, path).toBe(400);
      expect(notOffered.json().errors, path).toEqual({
        language: "Choose one of this form's languages",
      });
      const unknown = await get(owner, `${path}?language=xx`);
      expect(unknown.statusCode, path).toBe(400);
      expect(unknown.json().errors, path).toEqual({
        language: SETTINGS_MESSAGES.languageUnknown,
      });
    }
  });

  it("counts no languages for a form in one, and still takes its default as a filter", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, { ...SURVEY, settings: { language: "de" } });
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers: [{ questionId: form.questions[0]?._id, answer: "Soup" }] },
    });
    expect(response.statusCode).toBe(201);
    const summary = (await get(owner, `/api/responses/form/${form._id}`)).json().data;
    expect(summary).toMatchObject({ totalResponses: 1, languages: [] });
    expect(await listIds(owner, form._id, "language=de")).toHaveLength(1);
    expect((await get(owner, `/api/responses/${form._id}?language=en`)).statusCode).toBe(400);
  });

  it("keeps counting a language the form no longer offers, after the ones it does", async () => {
    const { owner, formId } = await seed();
    const patched = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/settings`,
      headers: bearer(owner),
      payload: { languages: ["de"] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const summary = (await get(owner, `/api/responses/form/${formId}`)).json().data;
    expect(summary.languages).toEqual([
      { language: "en", count: 3 },
      { language: "de", count: 2 },
      { language: "ar", count: 1 },
    ]);
    expect((await get(owner, `/api/responses/${formId}?language=ar`)).statusCode).toBe(400);
  });

  it("describes the language filter and the counts in the OpenAPI document", () => {
    const operations = listOperations(context.app.swagger());
    for (const path of [
      "/api/responses/{formId}",
      "/api/responses/form/{id}",
      "/api/responses/form/{id}/export",
    ]) {
      const operation = operations.find((o) => o.method === "GET" && o.path === path);
      expect(
        operation?.queryParams.find((p) => p.name === "language"),
        path,
      ).toMatchObject({
        required: false,
        schema: { type: "string", enum: LANGUAGE_CODES },
      });
    }
    const languages = { items: { properties: { language: { enum: LANGUAGE_CODES } } } };
    const data = { required: expect.arrayContaining(["languages"]), properties: { languages } };
    const reply = { content: { "application/json": { schema: { properties: { data } } } } };
    expect(context.app.swagger()).toMatchObject({
      paths: { "/api/responses/form/{id}": { get: { responses: { 200: reply } } } },
    });
  });

  it("adds up to the same counts whatever the size of the pages it counts by", async () => {
    const { formId } = await seed();
    const count = (pageRows?: number) =>
      countLanguages(context.database.db, {
        formId,
        version: 1,
        settings: { language: "en", languages: ["de", "ar"] },
        pageRows,
      });
    const whole = await count();
    expect(whole.map((l) => l.count)).toEqual([3, 2, 1]);
    for (const pageRows of [1, 2, 4, 6])
      expect(await count(pageRows), `${pageRows}`).toEqual(whole);
  });
});
