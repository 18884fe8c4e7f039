import type { VariableSummary } from "@formloom/shared";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { summarizeVariables } from "../../src/modules/responses/summary/summarize-variables.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// The summary's figures per variable (average, lowest, highest, bins of a number variable; the
// values of a text one) over the responses the summary counts, filters included; each figure
// recounted here by a statement of this test's own over the responses table.

const CALCULATOR = formBody({
  title: "Quote",
  isPublic: true,
  questions: [
    {
      key: "size",
      questionType: "multipleChoice",
      questionText: "Size",
      options: ["Small", "Large"],
      required: true,
    },
    { key: "quantity", questionType: "number", questionText: "How many?" },
    { key: "note", questionType: "text", questionText: "Note" },
  ],
  settings: {
    calculations: {
      variables: [
        { name: "total", kind: "number", start: 0 },
        { name: "tier", kind: "text", start: "standard" },
      ],
      rules: [
        { questionId: "size", option: "Small", variable: "total", operation: "set", value: 10 },
        { questionId: "size", option: "Large", variable: "total", operation: "set", value: 25.5 },
        { questionId: "size", option: "Large", variable: "tier", operation: "set", value: "large" },
        {
          questionId: "quantity",
          option: null,
          variable: "total",
          operation: "multiply",
          value: null,
        },
      ],
      endings: [],
    },
  },
});

const QUANTITIES = [1, 2, 3, undefined, 7, 0.5, 12, 4, undefined, 9, 2, 30];

type Recounted = Record<string, string | number | null>;

describe.each(databaseKinds())("the summary of a form's variables on %s", (kind) => {
  const context = useTestApp(kind);

  async function fill() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, CALCULATOR);
    const [size, quantity, note] = form.questions.map((q: { _id: string }) => q._id);
    for (const [index, count] of QUANTITIES.entries()) {
      const submitted = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: {
          answers: [
            { questionId: size, answer: index % 3 === 0 ? "Large" : "Small" },
            ...(count === undefined ? [] : [{ questionId: quantity, answer: count }]),
            { questionId: note, answer: index % 4 === 0 ? "late delivery" : "fine" },
          ],
        },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const day = String(index + 1).padStart(2, "0");
      await context.database.db.execute(
        sql`update responses set submitted_at = ${`2026-03-${day}T12:00:00Z`}::timestamptz
            where id = ${submitted.json().data._id}`,
      );
    }
    return { owner, formId: form._id as string, size: size as string };
  }

  const recount = async (query: SQL) =>
    (await context.database.db.execute(query)) as unknown as { rows: Recounted[] };

  /** Every figure of `variables`, recounted over the responses `kept` selects. */
  async function expectRecounted(formId: string, kept: SQL, variables: VariableSummary[]) {
    const scope = sql`form_id = ${formId} and form_version = 1 and (${kept})`;
    const [total, tier] = variables;
    if (total?.kind !== "number" || tier?.kind !== "text") throw new Error("wrong kinds");
    const value = sql`(variables->>'total')::numeric`;
    const [spread] = (
      await recount(sql`select count(*)::int as count, avg(${value})::float8 as average,
        min(${value})::float8 as min, max(${value})::float8 as max
        from responses where ${scope} and jsonb_typeof(variables->'total') = 'number'`)
    ).rows;
    expect(total.count).toBe(Number(spread?.count));
    expect(total.count).toBeGreaterThan(0);
    expect(total.average).toBeCloseTo(Number(spread?.average), 9);
    expect(total.min).toBe(Number(spread?.min));
    expect(total.max).toBe(Number(spread?.max));
    for (const [index, bin] of total.histogram.entries()) {
      const next = total.histogram[index + 1];
      const [inBin] = (
        await recount(sql`select count(*)::int as count from responses where ${scope}
          and ${value} >= ${String(bin.from)}::numeric
          ${next ? sql`and ${value} < ${String(next.from)}::numeric` : sql``}`)
      ).rows;
      expect(bin.count, `bin ${bin.from}–${bin.to}`).toBe(Number(inBin?.count));
    }
    expect(total.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(total.count);
    const values = (
      await recount(sql`select variables->>'tier' as value, count(*)::int as count
        from responses where ${scope} group by 1 order by 2 desc, 1`)
    ).rows.map((row) => ({ value: String(row.value), count: Number(row.count) }));
    expect(tier.values).toEqual(values);
    expect(tier.others).toBe(0);
    expect(tier.count).toBe(values.reduce((sum, each) => sum + each.count, 0));
  }

  it("counts each variable over the responses each filter keeps, as the summary does", async () => {
    const { owner, formId, size } = await fill();
    const summary = async (query: string) => {
      const answered = await context.app.inject({
        method: "GET",
        url: `/api/responses/form/${formId}?${query}`,
        headers: bearer(owner),
      });
      expect(answered.statusCode, answered.body).toBe(200);
      return answered.json().data as { totalResponses: number; variables: VariableSummary[] };
    };
    const cases: [string, SQL][] = [
      ["", sql`true`],
      [
        "from=2026-03-03&to=2026-03-09",
        sql`submitted_at >= '2026-03-03' and submitted_at < '2026-03-10'`,
      ],
      ["q=late", sql`answers::text ilike '%late%'`],
      [
        `question=${size}&answer=Large`,
        sql`answers @> ${JSON.stringify([{ questionId: size, answer: "Large" }])}::jsonb`,
      ],
    ];
    for (const [query, kept] of cases) {
      const { totalResponses, variables } = await summary(query);
      expect(
        variables.map((each) => each.name),
        query,
      ).toEqual(["total", "tier"]);
      // The same responses as the summary's other figures: each holds both variables.
      expect(variables[0]?.count, query).toBe(totalResponses);
      await expectRecounted(formId, kept, variables);
    }
    const everything = (await summary("")).variables[0];
    // Whole and fractional totals: ten equal bins from the lowest to the highest.
    expect(everything).toMatchObject({ min: 5, max: 306, count: QUANTITIES.length });
    expect(everything?.kind === "number" && everything.histogram).toHaveLength(10);
  });

  it("adds up the same figures a page at a time as in one statement", async () => {
    const { formId } = await fill();
    const variables = [
      { name: "total", kind: "number" as const },
      { name: "tier", kind: "text" as const },
    ];
    const where = sql`form_id = ${formId} and form_version = 1`;
    const whole = await summarizeVariables(context.database.db, variables, {
      formId,
      version: 1,
      where,
    });
    const paged = await summarizeVariables(context.database.db, variables, {
      formId,
      version: 1,
      where,
      pageRows: 5,
    });
    expect(paged).toEqual(whole);
    await expectRecounted(formId, sql`true`, whole);
  });

  it("answers no figures for a form without variables, and empty ones before any response", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const plain = await createForm(context.app, owner, formBody({ isPublic: true }));
    const calculator = await createForm(context.app, owner, CALCULATOR);
    const read = async (formId: string) =>
      (
        await context.app.inject({
          method: "GET",
          url: `/api/responses/form/${formId}`,
          headers: bearer(owner),
        })
      ).json().data.variables;
    expect(await read(plain._id)).toEqual([]);
    expect(await read(calculator._id)).toEqual([
      {
        name: "total",
        kind: "number",
        count: 0,
        average: null,
        min: null,
        max: null,
        histogram: [],
      },
      { name: "tier", kind: "text", count: 0, values: [], others: 0 },
    ]);
  });
});
