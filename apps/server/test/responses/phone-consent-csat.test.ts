import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, saveOneQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Phone, consent and the CSAT preset: from the builder's save to the summary and the CSV.
const LEGAL_TEXT =
  "I accept the [terms](https://example.org/terms) and https://example.org/privacy.";

const FORM = formBody({
  title: "Contact",
  isPublic: true,
  questions: [
    { questionType: "phone", questionText: "Phone", validations: { defaultCountry: "FR" } },
    { questionType: "consent", questionText: "Terms", description: LEGAL_TEXT, required: false },
    {
      questionType: "linearScale",
      questionText: "How satisfied are you?",
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: "Very unsatisfied",
      scaleMaxLabel: "Very satisfied",
      scalePreset: "csat",
    },
  ],
});

type Ids = [string, string, string];

describe.each(databaseKinds())("phone, consent and CSAT questions on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, FORM);
    return { owner, form, formId: form._id, ids: form.questions.map((q) => q._id) as Ids };
  }

  const submit = (formId: string, answers: object[]) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload: { answers } });

  function answersOf(ids: Ids, overrides: Record<number, unknown> = {}) {
    const values: unknown[] = ["+33612345678", LEGAL_TEXT, 4];
    return values
      .map((value, index) => (index in overrides ? overrides[index] : value))
      .map((answer, index) => ({ questionId: ids[index], answer }))
      .filter(({ answer }) => answer !== undefined);
  }

  it("stores each type's fields: a default country, a required consent, the CSAT marker", async () => {
    const { form } = await setUp();
    const [phone, consent, scale] = form.questions as Record<string, unknown>[];
    expect(phone).toMatchObject({ validations: { defaultCountry: "FR" }, scalePreset: null });
    expect(consent).toMatchObject({ required: true, description: LEGAL_TEXT });
    expect(scale).toMatchObject({ scaleMin: 1, scaleMax: 5, scalePreset: "csat" });
  });

  it("stores a valid number in E.164 and the agreed text", async () => {
    const { formId, ids } = await setUp();
    const response = await submit(formId, answersOf(ids));
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await context.database.db.select().from(responses);
    expect(stored?.answers).toEqual([
      { questionId: ids[0], answer: "+33612345678" },
      { questionId: ids[1], answer: LEGAL_TEXT },
      { questionId: ids[2], answer: 4 },
    ]);
  });

  it("refuses, with 400 and a code naming the question, each answer that does not fit", async () => {
    const { formId, ids } = await setUp();
    const cases: [number, unknown, string, string][] = [
      [0, "06 12 34 56 78", "PHONE_INVALID", "Phone: Please enter a valid phone number"],
      [0, "+3361234", "PHONE_INVALID", "Phone: Please enter a valid phone number"],
      [0, "+33 6 12 34 56 78", "PHONE_INVALID", "Phone: Please enter a valid phone number"],
      [0, 33612345678, "PHONE_INVALID", "Phone: Please enter a valid phone number"],
      [1, undefined, "CONSENT_REQUIRED", "Terms: Please tick the box to agree"],
      [1, "", "CONSENT_REQUIRED", "Terms: Please tick the box to agree"],
      [
        1,
        "I accept.",
        "CONSENT_TEXT_CHANGED",
        "Terms: The text to agree to has changed. Please read it again and agree.",
      ],
      [2, 6, "SCALE_OUT_OF_RANGE", "How satisfied are you?: Please choose a value between 1 and 5"],
    ];
    for (const [index, answer, code, message] of cases) {
      const response = await submit(formId, answersOf(ids, { [index]: answer }));
      const label = JSON.stringify(answer) ?? "missing";
      const questionId = ids[index] as string;
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
      expect(Object.keys(response.json().errors), label).toEqual([`answers.${questionId}`]);
      expect(response.json().answerIssues?.[questionId]?.code, label).toBe(code);
    }
    // A NUL byte is refused before any rule reads the answer.
    const withNul = await submit(formId, answersOf(ids, { 0: "+33612345678\u0000" }));
    expect(withNul.statusCode).toBe(400);
    expect(await context.database.db.select().from(responses)).toHaveLength(0);
  });

  it("refuses builder saves that break these types' rules", async () => {
    const owner = await signUp(context.app, context.mailer, "builder@example.org");
    const save = (question: Record<string, unknown>) =>
      saveOneQuestion(context.app, owner, question);
    const refused: [Record<string, unknown>, string][] = [
      [
        { questionType: "phone", validations: { defaultCountry: "fr" } },
        "validations.defaultCountry",
      ],
      [
        { questionType: "phone", validations: { defaultCountry: 33 } },
        "validations.defaultCountry",
      ],
      [{ questionType: "consent", description: "  " }, "description"],
      [
        { questionType: "linearScale", scaleMin: 1, scaleMax: 7, scalePreset: "csat" },
        "scalePreset",
      ],
      [
        { questionType: "linearScale", scaleMin: 1, scaleMax: 5, scalePreset: "smiles" },
        "scalePreset",
      ],
    ];
    for (const [question, field] of refused) {
      const response = await save(question);
      expect(response.statusCode, JSON.stringify(question)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(question)).toContain(
        `questions.0.${field}`,
      );
    }
  });

  it("summarises as a recount of the stored answers finds it, and exports each column", async () => {
    const { owner, formId, ids } = await setUp();
    const sets: Record<number, unknown>[] = [
      { 2: 5 },
      { 0: "+442079460958", 2: 4 },
      { 0: undefined, 2: 2 },
      { 2: 5 },
      { 0: "+12015550123", 2: 1 },
    ];
    for (const overrides of sets) {
      const response = await submit(formId, answersOf(ids, overrides));
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const [phone, consent, scale] = response.json().data.questions;
    expect(phone.answeredCount).toBe(4);
    expect(consent.answeredCount).toBe(5);
    // 5, 4, 2, 5, 1: three of five satisfied.
    expect(scale.scale).toMatchObject({ nps: null, csat: { satisfied: 3, percentage: 60 } });

    const recount = await context.database.db.execute(sql`
      with answers as (
        select a->>'questionId' as question_id, a->'answer' as answer
        from responses, jsonb_array_elements(responses.answers) as a
      )
      select
        (select count(*) from answers where question_id = ${ids[0]}) as phones,
        (select count(*) from answers where question_id = ${ids[1]}
          and answer = to_jsonb(${LEGAL_TEXT}::text)) as agreed,
        (select round(100.0 * count(*) filter (where (answer)::text::int >= 4) / count(*))
          from answers where question_id = ${ids[2]}) as csat
    `);
    type Recount = { phones: string; agreed: string; csat: string };
    const [row] = (recount as unknown as { rows: Recount[] }).rows;
    expect(Number(row?.phones)).toBe(phone.answeredCount);
    expect(Number(row?.agreed)).toBe(consent.answeredCount);
    expect(Number(row?.csat)).toBe(scale.scale.csat.percentage);

    // Per country: these numbers' calling codes (+33, +44, +1 201) each belong to one country.
    expect(phone.countries).toEqual([
      { country: "FR", count: 2 },
      { country: "GB", count: 1 },
      { country: "US", count: 1 },
    ]);
    const byPrefix = await context.database.db.execute(sql`
      select case
          when answer #>> '{}' like '+33%' then 'FR'
          when answer #>> '{}' like '+44%' then 'GB'
          when answer #>> '{}' like '+1%' then 'US'
        end as country, count(*)::int as count
      from responses, jsonb_array_elements(responses.answers) as a,
        lateral (select a->'answer' as answer) as given
      where a->>'questionId' = ${ids[0]}
      group by 1 order by 2 desc, 1
    `);
    const countries = (byPrefix as unknown as { rows: { country: string; count: number }[] }).rows;
    expect(countries.map(({ country, count }) => ({ country, count: Number(count) }))).toEqual(
      phone.countries,
    );

    const exported = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export`,
      headers: bearer(owner),
    });
    expect(exported.statusCode).toBe(200);
    const [header, first, , third] = exported.body.replace("\uFEFF", "").split("\r\n");
    expect(header).toBe('"Timestamp","Phone","Terms","How satisfied are you?"');
    // A leading + is kept as text (a spreadsheet would read it as a formula).
    expect(first?.split(",").slice(1).join(",")).toBe(`"'+33612345678","Agreed",5`);
    expect(third?.split(",").slice(1).join(",")).toBe(`"","Agreed",2`);

    // Deleting the British number's response takes its country off the counters.
    const stored = await context.database.db.select().from(responses);
    const british = stored.find((row) => JSON.stringify(row.answers).includes("+44"));
    const deleted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/delete`,
      headers: bearer(owner),
      payload: { ids: [british?.id] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(after.json().data.questions[0].countries).toEqual([
      { country: "FR", count: 2 },
      { country: "US", count: 1 },
    ]);
  });
});
