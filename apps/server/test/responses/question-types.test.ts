import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, saveOneQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Every question type beyond SPEC §3, from the builder's save to the summary and the CSV.
const EVERY_TYPE = formBody({
  title: "Every type",
  isPublic: true,
  questions: [
    { questionType: "dropdown", questionText: "Country", options: ["France", "Peru", "Japan"] },
    { questionType: "email", questionText: "Email", required: true },
    {
      questionType: "number",
      questionText: "Age",
      validations: { min: 0, max: 120, integer: true },
      correctAnswer: ["42"],
    },
    {
      questionType: "date",
      questionText: "Arrival",
      validations: { minDate: "2026-01-01", maxDate: "2026-12-31" },
    },
    {
      questionType: "linearScale",
      questionText: "Recommend us?",
      scaleMin: 0,
      scaleMax: 10,
      scaleMinLabel: "Not at all likely",
      scaleMaxLabel: "Extremely likely",
    },
    {
      questionType: "matrix",
      questionText: "Rate",
      required: true,
      rows: ["Food", "Staff"],
      options: ["Bad", "Good"],
      correctAnswer: ["Good", "Good"],
    },
    { questionType: "ranking", questionText: "Order", options: ["A", "B", "C"] },
    { questionType: "text", questionText: "Nickname", validations: { minLength: 2, maxLength: 5 } },
  ],
});

type Ids = [string, string, string, string, string, string, string, string];

describe.each(databaseKinds())("question types beyond the spec on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, EVERY_TYPE);
    return { owner, formId: form._id, ids: form.questions.map((q) => q._id) as Ids };
  }

  const submit = (formId: string, answers: object[]) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload: { answers } });

  function validAnswers(ids: Ids, overrides: Record<number, unknown> = {}) {
    const values: unknown[] = [
      "Peru",
      "ada@example.org",
      42,
      "2026-02-28",
      9,
      ["Good", "Bad"],
      ["C", "A", "B"],
      "Ada",
    ];
    return values
      .map((value, index) => (index in overrides ? overrides[index] : value))
      .map((answer, index) => ({ questionId: ids[index], answer }))
      .filter(({ answer }) => answer !== undefined);
  }

  it("stores the builder's fields of each type and gives them back", async () => {
    const { owner, formId } = await setUp();
    const response = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}`,
      headers: bearer(owner),
    });
    const [dropdown, email, number, date, scale, grid, ranking, text] = response.json().data
      .questions as Record<string, unknown>[];
    expect(dropdown).toMatchObject({ options: ["France", "Peru", "Japan"], rows: [] });
    expect(email).toMatchObject({ options: [], correctAnswer: [], required: true });
    expect(number).toMatchObject({
      validations: { min: 0, max: 120, integer: true },
      correctAnswer: ["42"],
    });
    expect(date).toMatchObject({ validations: { minDate: "2026-01-01", maxDate: "2026-12-31" } });
    expect(scale).toMatchObject({
      scaleMin: 0,
      scaleMax: 10,
      scaleMinLabel: "Not at all likely",
      scaleMaxLabel: "Extremely likely",
    });
    expect(grid).toMatchObject({ rows: ["Food", "Staff"], options: ["Bad", "Good"] });
    expect(ranking).toMatchObject({ options: ["A", "B", "C"], scaleMin: null });
    expect(text).toMatchObject({ validations: { minLength: 2, maxLength: 5, regex: null } });
  });

  it("accepts a valid answer to every type and scores the typed correct answers", async () => {
    const { formId, ids } = await setUp();
    const response = await submit(formId, validAnswers(ids));
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await context.database.db.select().from(responses);
    // Number 42 is right; the grid's Staff row is not.
    expect(stored).toMatchObject({ score: 1, maxScore: 2, percentage: 50 });
  });

  it("refuses, with 400 and a message naming the question, each answer that does not fit", async () => {
    const { formId, ids } = await setUp();
    const cases: [number, unknown, string][] = [
      [0, "Chile", "Country: Please choose one of the options"],
      [1, "ada@", "Email: Please enter a valid email address"],
      [2, 121, "Age: Please enter a number of at most 120"],
      [2, -1, "Age: Please enter a number of at least 0"],
      [2, 4.5, "Age: Please enter a whole number"],
      [2, "42", "Age: Please enter a number"],
      [3, "2025-12-31", "Arrival: Please choose a date on or after 2026-01-01"],
      [3, "2027-01-01", "Arrival: Please choose a date on or before 2026-12-31"],
      [3, "2026-02-30", "Arrival: Please enter a date"],
      [4, 11, "Recommend us?: Please choose a value between 0 and 10"],
      [5, ["Good", "Great"], "Rate: Please choose one of the columns in each row"],
      [5, ["Good", ""], "Rate: Please answer every row"],
      [5, ["Good"], "Rate: Please choose one of the columns in each row"],
      [6, ["A", "A", "B"], "Order: Please rank every option exactly once"],
      [6, ["A", "B"], "Order: Please rank every option exactly once"],
      [7, "A", "Nickname: Answers must be at least 2 characters"],
      [7, "Adalovelace", "Nickname: Answers must be at most 5 characters"],
    ];
    for (const [index, answer, message] of cases) {
      const response = await submit(formId, validAnswers(ids, { [index]: answer }));
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
      expect(response.json().message, JSON.stringify(answer)).toBe(message);
      expect(Object.keys(response.json().errors)).toEqual([`answers.${ids[index]}`]);
    }
    // A required grid left out, and a required email missing.
    const withoutGrid = await submit(formId, validAnswers(ids, { 5: undefined, 1: undefined }));
    expect(withoutGrid.statusCode).toBe(400);
    expect(Object.keys(withoutGrid.json().errors).sort()).toEqual(
      [`answers.${ids[1]}`, `answers.${ids[5]}`].sort(),
    );
    expect(await context.database.db.select().from(responses)).toHaveLength(0);
  });

  it("refuses builder saves that break a type's limits", async () => {
    const owner = await signUp(context.app, context.mailer, "builder@example.org");
    const save = (question: Record<string, unknown>) =>
      saveOneQuestion(context.app, owner, question);
    const refused: [Record<string, unknown>, string][] = [
      [
        {
          questionType: "dropdown",
          options: Array.from({ length: 101 }, (_, i) => `O${i}`),
        },
        "questions.0.options",
      ],
      [{ questionType: "ranking", options: ["Only"] }, "questions.0.options"],
      [{ questionType: "matrix", rows: [], options: ["A", "B"] }, "questions.0.rows"],
      [{ questionType: "matrix", rows: ["R"], options: ["A"] }, "questions.0.options"],
      [{ questionType: "linearScale", scaleMin: 2, scaleMax: 5 }, "questions.0.scaleMin"],
      [{ questionType: "linearScale", scaleMin: 1, scaleMax: 11 }, "questions.0.scaleMax"],
      [
        { questionType: "linearScale", scaleMin: 1, scaleMax: 5, scaleMinLabel: "x".repeat(41) },
        "questions.0.scaleMinLabel",
      ],
      [{ questionType: "number", validations: { min: 5, max: 1 } }, "questions.0.validations.max"],
      [{ questionType: "number", correctAnswer: ["ten"] }, "questions.0.correctAnswer"],
      [
        { questionType: "date", validations: { minDate: "2026-02-30" } },
        "questions.0.validations.minDate",
      ],
      [
        { questionType: "ranking", options: ["A", "B"], correctAnswer: ["A"] },
        "questions.0.correctAnswer",
      ],
      [
        { questionType: "text", validations: { minLength: 9, maxLength: 2 } },
        "questions.0.validations.maxLength",
      ],
    ];
    for (const [question, field] of refused) {
      const response = await save(question);
      expect(response.statusCode, JSON.stringify(question)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(question)).toContain(field);
    }
    // A dropdown keeps its own limit of 100 options; multiple choice keeps SPEC's 4.
    const hundred = Array.from({ length: 100 }, (_, i) => `O${i}`);
    expect((await save({ questionType: "dropdown", options: hundred })).statusCode).toBe(201);
    const fiveChoices = { questionType: "multipleChoice", options: hundred.slice(0, 5) };
    expect((await save(fiveChoices)).statusCode).toBe(400);
  });

  it("starts a new version when a grid's rows or a scale's range change", async () => {
    const { owner, formId } = await setUp();
    const current = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}`,
      headers: bearer(owner),
    });
    const form = current.json().data;
    const update = (questions: unknown[]) =>
      context.app.inject({
        method: "PUT",
        url: `/api/forms/${formId}`,
        headers: bearer(owner),
        payload: { title: form.title, description: form.description, questions },
      });
    const unchanged = await update(form.questions);
    expect(unchanged.json().data.version).toBe(1);
    const moreRows = form.questions.map((q: { rows: string[] }, i: number) =>
      i === 5 ? { ...q, rows: [...q.rows, "Price"], correctAnswer: [] } : q,
    );
    expect((await update(moreRows)).json().data.version).toBe(2);
  });

  it("summarises each type as a recount of the stored answers finds it", async () => {
    const { owner, formId, ids } = await setUp();
    const sets: Record<number, unknown>[] = [
      { 0: "Peru", 2: 20, 3: "2026-01-15", 4: 10, 5: ["Good", "Good"], 6: ["A", "B", "C"] },
      { 0: "Peru", 2: 30, 3: "2026-01-20", 4: 9, 5: ["Bad", "Good"], 6: ["B", "A", "C"] },
      { 0: "Japan", 2: 40, 3: "2026-03-01", 4: 7, 5: ["Good", "Bad"], 6: ["A", "C", "B"] },
      { 0: undefined, 2: 100, 3: undefined, 4: 3, 5: ["Good", "Good"], 6: ["C", "A", "B"] },
    ];
    for (const overrides of sets) {
      const response = await submit(formId, validAnswers(ids, overrides));
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const questions = response.json().data.questions;
    const byType = Object.fromEntries(
      questions.map((q: { questionType: string }) => [q.questionType, q]),
    );

    expect(byType.dropdown.answeredCount).toBe(3);
    expect(
      byType.dropdown.options.map((o: { option: string; count: number }) => [o.option, o.count]),
    ).toEqual([
      ["France", 0],
      ["Peru", 2],
      ["Japan", 1],
    ]);
    expect(byType.email.answeredCount).toBe(4);
    // Ages 20, 30, 40, 100.
    expect(byType.number.number).toMatchObject({ average: 47.5, median: 35, min: 20, max: 100 });
    expect(byType.date.date).toEqual({
      earliest: "2026-01-15",
      latest: "2026-03-01",
      perMonth: [
        { month: "2026-01", count: 2 },
        { month: "2026-03", count: 1 },
      ],
    });
    // Scores 10, 9, 7, 3: two promoters, one passive, one detractor → 50 % − 25 % = 25.
    expect(byType.linearScale.scale).toEqual({
      average: 7.25,
      csat: null,
      nps: {
        score: 25,
        promoters: { count: 2, percentage: 50 },
        passives: { count: 1, percentage: 25 },
        detractors: { count: 1, percentage: 25 },
      },
    });
    expect(
      byType.matrix.grid.map((row: { row: string; columns: { count: number }[] }) => [
        row.row,
        row.columns.map((c) => c.count),
      ]),
    ).toEqual([
      ["Food", [1, 3]],
      ["Staff", [1, 3]],
    ]);
    // Positions: A 1,2,1,2 → 1.5; B 2,1,3,3 → 2.25; C 3,3,2,1 → 2.25.
    expect(
      byType.ranking.ranking.map((r: { option: string; averagePosition: number }) => [
        r.option,
        r.averagePosition,
      ]),
    ).toEqual([
      ["A", 1.5],
      ["B", 2.25],
      ["C", 2.25],
    ]);

    // The same figures recounted from the stored answers themselves.
    const recount = await context.database.db.execute(sql`
      with answers as (
        select a->>'questionId' as question_id, a->'answer' as answer
        from responses, jsonb_array_elements(responses.answers) as a
      )
      select
        (select avg((answer)::text::numeric) from answers where question_id = ${ids[2]}) as average,
        (select percentile_cont(0.5) within group (order by (answer)::text::numeric)
          from answers where question_id = ${ids[2]}) as median,
        (select round(100.0 * (count(*) filter (where (answer)::text::int >= 9)
            - count(*) filter (where (answer)::text::int <= 6)) / count(*))
          from answers where question_id = ${ids[4]}) as nps
    `);
    type Recount = { average: string; median: string; nps: string };
    const [row] = (recount as unknown as { rows: Recount[] }).rows;
    expect(Number(row?.average)).toBeCloseTo(byType.number.number.average);
    expect(Number(row?.median)).toBe(byType.number.number.median);
    expect(Number(row?.nps)).toBe(byType.linearScale.scale.nps.score);

    // Filtered to every response (each nickname is Ada), counted from the rows: the same figures.
    const filtered = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}?q=ada`,
      headers: bearer(owner),
    });
    expect(filtered.json().data.totalResponses).toBe(4);
    expect(filtered.json().data.questions).toEqual(questions);
  });

  it("exports a grid as a column per row, a ranking in order and numbers bare", async () => {
    const { owner, formId, ids } = await setUp();
    await submit(formId, validAnswers(ids));
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const [header, row] = response.body.replace("\uFEFF", "").split("\r\n");
    expect(header).toBe(
      '"Timestamp","Country","Email","Age","Arrival","Recommend us?","Rate [Food]","Rate [Staff]","Order","Nickname"',
    );
    expect(row?.split(",").slice(1).join(",")).toBe(
      '"Peru","ada@example.org",42,"2026-02-28",9,"Good","Bad","C > A > B","Ada"',
    );
  });
});
