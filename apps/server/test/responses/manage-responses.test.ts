import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const SURVEY = formBody({
  title: "Manage me",
  isPublic: true,
  questions: [
    {
      questionType: "multipleChoice",
      questionText: "Capital?",
      options: ["Paris", "Lyon"],
      correctAnswer: ["Paris"],
    },
    { questionType: "checkbox", questionText: "Primes?", options: ["2", "3", "4"] },
    { questionType: "rating", questionText: "Rate us", maxRating: 5 },
    { questionType: "text", questionText: "Comment" },
  ],
});

type Row = Record<string, unknown>;

describe.each(databaseKinds())("deleting and filtering responses on %s", (kind) => {
  const context = useTestApp(kind);
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await context.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  async function submit(formId: string, answers: Record<string, unknown>) {
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: {
        answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId, answer })),
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data._id as string;
  }

  async function seed() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, SURVEY);
    const [mc, cb, rating, text] = form.questions.map((q: { _id: string }) => q._id) as [
      string,
      string,
      string,
      string,
    ];
    const v1: string[] = [];
    const answers = [
      { [mc]: "Paris", [cb]: ["2", "3"], [rating]: 5, [text]: "Lovely blue sky" },
      { [mc]: "Lyon", [cb]: ["4"], [rating]: 1, [text]: "too grey" },
      { [mc]: "Paris", [rating]: 3 },
      { [mc]: "Lyon", [cb]: ["2"], [rating]: 4, [text]: "Blue again" },
      { [mc]: "Paris", [cb]: ["3"], [rating]: 2 },
    ];
    for (const given of answers) v1.push(await submit(form._id, given));
    const updated = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}`,
      headers: bearer(owner),
      payload: {
        title: SURVEY.title,
        description: SURVEY.description,
        questions: [...form.questions, { questionType: "text", questionText: "More?" }],
      },
    });
    expect(updated.json().data.version).toBe(2);
    const v2: string[] = [];
    for (const given of answers.slice(0, 3)) v2.push(await submit(form._id, given));
    return { owner, formId: form._id as string, ids: { mc, cb, rating, text }, v1, v2 };
  }

  const get = (owner: string, url: string) =>
    context.app.inject({ method: "GET", url, headers: bearer(owner) });

  /** Every counter the summary and the dashboard read, against a recount of the rows. */
  async function expectCountersExact(owner: string, formId: string, questionIds: string[]) {
    const stats = await rowsOf(sql`
      select v.form_version, coalesce(s.responses, 0) as counted, coalesce(s.sum, 0) as summed,
        coalesce(r.responses, 0) as recounted, coalesce(r.sum, 0) as resummed
      from (select distinct form_version from response_stats where form_id = ${formId}) v
      left join (select form_version, sum(responses)::int as responses,
          sum(percentage_sum)::int as sum from response_stats where form_id = ${formId}
          group by 1) s on s.form_version = v.form_version
      left join (select form_version, count(*)::int as responses, sum(percentage)::int as sum
          from responses where form_id = ${formId} group by 1) r
        on r.form_version = v.form_version`);
    for (const row of stats) {
      expect(Number(row.counted)).toBe(Number(row.recounted));
      expect(Number(row.summed)).toBe(Number(row.resummed));
    }
    const tallies = await rowsOf(sql`
      select form_version || '|' || question_id || '|' || option as key, sum(tally)::int as n
      from answer_tallies where form_id = ${formId}
      group by form_version, question_id, option having sum(tally) <> 0 order by 1`);
    const recount = await rowsOf(sql`
      select form_version || '|' || (a->>'questionId') || '|' || v.option as key, count(*)::int as n
      from responses, jsonb_array_elements(answers) as a,
      lateral (select '' as option union all
        select x from jsonb_array_elements_text(case
          when not (a->>'questionId' = any(${sql`array[${sql.join(
            questionIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::text[]`})) then '[]'::jsonb
          when jsonb_typeof(a->'answer') = 'array' then a->'answer'
          else jsonb_build_array(a->'answer') end) as x) as v
      where form_id = ${formId} group by 1 order by 1`);
    expect(tallies.map((r) => [r.key, Number(r.n)])).toEqual(
      recount.map((r) => [r.key, Number(r.n)]),
    );
    for (const version of [1, 2]) {
      const summary = (await get(owner, `/api/responses/form/${formId}?version=${version}`)).json()
        .data;
      const [scores] = await rowsOf(sql`
        select count(*)::int as total, round(avg(percentage)) as average,
          max(percentage) as highest, min(percentage) as lowest
        from responses where form_id = ${formId} and form_version = ${version}`);
      expect(summary.totalResponses).toBe(Number(scores?.total));
      const isScored = Number(scores?.total) > 0;
      expect(summary.averageScore).toBe(isScored ? Number(scores?.average) : null);
      expect(summary.highestScore).toBe(isScored ? Number(scores?.highest) : null);
      expect(summary.lowestScore).toBe(isScored ? Number(scores?.lowest) : null);
    }
    const [all] = await rowsOf(
      sql`select count(*)::int as n from responses where form_id = ${formId}`,
    );
    const received = (await get(owner, "/api/responses/received?page=1&limit=10")).json();
    expect(received.total).toBe(Number(all?.n));
    const dashboard = (await get(owner, "/api/forms?page=1&limit=10")).json();
    expect(dashboard.data[0].responseCount).toBe(Number(all?.n));
  }

  it("deletes one and many responses across versions and keeps every number exact", async () => {
    const { owner, formId, ids, v1, v2 } = await seed();
    const tallied = [ids.mc, ids.cb, ids.rating];
    await expectCountersExact(owner, formId, tallied);
    const one = await context.app.inject({
      method: "DELETE",
      url: `/api/responses/${formId}/${v1[0]}`,
      headers: bearer(owner),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: "Response deleted", data: { deleted: 1 } });
    await expectCountersExact(owner, formId, tallied);
    // The highest score (100%) is gone from version 1: the card now reads the next one.
    const many = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/delete`,
      headers: bearer(owner),
      payload: { ids: [v1[0], v1[2], v1[3], v2[0], v2[1]] },
    });
    expect(many.json()).toMatchObject({ message: "4 responses deleted", data: { deleted: 4 } });
    await expectCountersExact(owner, formId, tallied);
    const rest = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/delete`,
      headers: bearer(owner),
      payload: { ids: [v2[2]] },
    });
    expect(rest.json().data.deleted).toBe(1);
    await expectCountersExact(owner, formId, tallied);
    const summary = (await get(owner, `/api/responses/form/${formId}?version=2`)).json().data;
    expect(summary.questions[0].options.map((o: { count: number }) => o.count)).toEqual([0, 0]);
    const list = (await get(owner, `/api/responses/${formId}?version=1&page=1&limit=10`)).json();
    expect(list.data.map((r: { _id: string }) => r._id).sort()).toEqual([v1[1], v1[4]].sort());
  });

  it("answers 404 to anyone but the owner and for a response not on the form", async () => {
    const { formId, v1, owner } = await seed();
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    const theirs = await context.app.inject({
      method: "DELETE",
      url: `/api/responses/${formId}/${v1[0]}`,
      headers: bearer(stranger),
    });
    expect(theirs.statusCode).toBe(404);
    const bulk = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/delete`,
      headers: bearer(stranger),
      payload: { ids: v1 },
    });
    expect(bulk.statusCode).toBe(404);
    const missing = await context.app.inject({
      method: "DELETE",
      url: `/api/responses/${formId}/${crypto.randomUUID()}`,
      headers: bearer(owner),
    });
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      code: "RESPONSE_NOT_FOUND",
      message: "Response not found",
    });
    const tooMany = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/delete`,
      headers: bearer(owner),
      payload: { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    });
    expect(tooMany.statusCode).toBe(400);
    const [left] = await rowsOf(sql`select count(*)::int as n from responses`);
    expect(Number(left?.n)).toBe(8);
  });

  it("filters the list, the attempts and the summary by date, text and answer", async () => {
    const { owner, formId, ids, v1 } = await seed();
    // Spread version 1 over five days: response i on 2026-03-0(i+1).
    for (const [index, id] of v1.entries()) {
      await context.database.db.execute(
        sql`update responses set submitted_at = ${`2026-03-0${index + 1}T12:00:00Z`}::timestamptz where id = ${id}`,
      );
    }
    const list = async (query: string) => {
      const response = await get(
        owner,
        `/api/responses/${formId}?version=1&page=1&limit=10&${query}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return { ids: body.data.map((r: { _id: string }) => r._id), total: body.total };
    };
    expect(await list("from=2026-03-02&to=2026-03-03")).toEqual({ ids: [v1[2], v1[1]], total: 2 });
    expect((await list("to=2026-03-02T11:00:00Z")).ids).toEqual([v1[0]]);
    expect((await list("q=BLUE")).ids).toEqual([v1[3], v1[0]]);
    expect((await list("q=50%25")).ids).toEqual([]);
    expect((await list(`question=${ids.cb}&answer=2`)).ids).toEqual([v1[3], v1[0]]);
    expect((await list(`question=${ids.rating}&answer=3`)).ids).toEqual([v1[2]]);
    expect((await list(`question=${ids.mc}&answer=Lyon&q=grey`)).ids).toEqual([v1[1]]);
    const notFilterable = await get(
      owner,
      `/api/responses/${formId}?version=1&question=${ids.text}&answer=x`,
    );
    expect(notFilterable.statusCode).toBe(400);

    const summary = async (query: string) =>
      (await get(owner, `/api/responses/form/${formId}?version=1&${query}`)).json().data;
    const paris = await summary(`question=${ids.mc}&answer=Paris`);
    expect(paris.totalResponses).toBe(3);
    expect(paris.averageScore).toBe(100);
    expect(paris.questions[0].options.map((o: { count: number }) => o.count)).toEqual([3, 0]);
    expect(paris.questions[1].options.map((o: { count: number }) => o.count)).toEqual([1, 2, 0]);
    expect(paris.questions[1].answeredCount).toBe(2);
    expect(paris.questions[2].options.map((o: { count: number }) => o.count)).toEqual([
      0, 1, 1, 0, 1,
    ]);
    const ranged = await summary("from=2026-03-04");
    expect(ranged.totalResponses).toBe(2);
    expect([ranged.highestScore, ranged.lowestScore]).toEqual([100, 0]);
    // Unfiltered, filtered-to-everything and the counters agree.
    const everything = await summary("from=2000-01-01");
    const counters = await summary("");
    expect(everything.questions).toEqual(counters.questions);
    expect(everything.totalResponses).toBe(counters.totalResponses);
    expect(everything.averageScore).toBe(counters.averageScore);
    // Counted from the rows before a delete, from the counters after it: the same figures.
    const later = await summary("from=2026-03-03");
    const deleted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/delete`,
      headers: bearer(owner),
      payload: { ids: [v1[0], v1[1]] },
    });
    expect(deleted.json().data.deleted).toBe(2);
    const remaining = await summary("");
    expect(later.questions).toEqual(remaining.questions);
    for (const key of ["totalResponses", "averageScore", "highestScore", "lowestScore"]) {
      expect(later[key]).toBe(remaining[key]);
    }
    const nothing = await summary("q=nowhere");
    expect(nothing.totalResponses).toBe(0);
    expect(nothing.averageScore).toBe(null);
  });
});
