import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const BOOKS = formBody({
  title: "Reading",
  isPublic: true,
  questions: [
    { questionType: "number", questionText: "Books read", validations: { min: 0, max: 1000 } },
  ],
});

// Whole numbers from 8 to 20: ten bins of 1.3 would read "8–9.3"; whole bins read "8–9".
const ANSWERS = [8, 9, 9, 15, 20, 20, 20];

type Bin = { from: number; to: number; count: number };
type Recount = { answered: string; average: string; median: string; min: string; max: string };

describe.each(databaseKinds())("a number question's summary on %s", (kind) => {
  const context = useTestApp(kind);

  it("bins whole-number answers in whole-number ranges, every figure as a recount finds it", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, BOOKS);
    const questionId = form.questions[0]?._id ?? "";
    for (const answer of ANSWERS) {
      const submitted = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers: [{ questionId, answer }] },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json().data.questions[0];
    const histogram: Bin[] = summary.number.histogram;

    expect(histogram.map(({ from, to }) => `${from}–${to}`)).toEqual([
      "8–9",
      "10–11",
      "12–13",
      "14–15",
      "16–17",
      "18–19",
      "20–20",
    ]);

    const answers = sql`
      select (a->'answer')::text::numeric as value
      from responses, jsonb_array_elements(responses.answers) as a
      where responses.form_id = ${form._id} and a->>'questionId' = ${questionId}`;
    const figures = await context.database.db.execute(sql`
      with answers as (${answers})
      select count(*) as answered, avg(value) as average,
        percentile_cont(0.5) within group (order by value) as median,
        min(value) as min, max(value) as max
      from answers`);
    const [row] = (figures as unknown as { rows: Recount[] }).rows;
    expect(summary.answeredCount).toBe(Number(row?.answered));
    expect(summary.number.average).toBeCloseTo(Number(row?.average));
    expect(summary.number.median).toBe(Number(row?.median));
    expect(summary.number.min).toBe(Number(row?.min));
    expect(summary.number.max).toBe(Number(row?.max));

    for (const bin of histogram) {
      const counted = await context.database.db.execute(sql`
        with answers as (${answers})
        select count(*) as count from answers where value between ${bin.from} and ${bin.to}`);
      const [recount] = (counted as unknown as { rows: { count: string }[] }).rows;
      expect(bin.count, `${bin.from}–${bin.to}`).toBe(Number(recount?.count));
    }
  });
});
