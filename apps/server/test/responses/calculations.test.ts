import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Calculations (calculations.ts): the server recomputes a response's variables from the answers
// it stores, whatever the body says; stores, lists and exports them; refuses calculations that
// name what the form does not have, with the codes of error-codes.ts.

const when = (questionId: string, operator: string, value: number) => ({
  match: "all",
  conditions: [{ questionId, operator, value }],
});

const CALCULATIONS = {
  variables: [
    { name: "total", kind: "number", start: 0 },
    { name: "tier", kind: "text", start: "standard" },
  ],
  rules: [
    { questionId: "size", option: "Small", variable: "total", operation: "set", value: 10 },
    { questionId: "size", option: "Large", variable: "total", operation: "set", value: 25.5 },
    { questionId: "size", option: "Large", variable: "tier", operation: "set", value: "large" },
    { questionId: "extras", option: "Lid", variable: "total", operation: "add", value: 0.1 },
    { questionId: "extras", option: "Handle", variable: "total", operation: "add", value: 0.2 },
    {
      questionId: "quantity",
      option: null,
      variable: "total",
      operation: "multiply",
      value: null,
    },
  ],
  endings: [
    {
      message: "Bulk price: {{var:total}} €",
      redirectUrl: null,
      logic: when("var:total", "greaterThan", 100),
    },
    {
      message: "Small order: {{var:total}} €",
      redirectUrl: null,
      logic: when("var:total", "lessThan", 20),
    },
    {
      message: "Your total: {{var:total}} €",
      redirectUrl: "https://example.org/thanks",
      logic: when("var:total", "greaterThan", 0),
    },
  ],
};

const CALCULATOR = formBody({
  title: "Price calculator",
  isPublic: true,
  questions: [
    {
      key: "size",
      questionType: "multipleChoice",
      questionText: "Size",
      options: ["Small", "Large"],
      required: true,
    },
    { key: "extras", questionType: "checkbox", questionText: "Extras", options: ["Lid", "Handle"] },
    { key: "quantity", questionType: "number", questionText: "How many?" },
    {
      key: "bulk",
      questionType: "section",
      questionText: "Bulk order",
      logic: when("var:total", "greaterThan", 100),
    },
    { key: "delivery", questionType: "text", questionText: "Delivery address" },
  ],
  settings: { calculations: CALCULATIONS },
});

type Created = { _id: string; questions: { _id: string }[] };

describe.each(databaseKinds())("calculations on %s", (kind) => {
  const context = useTestApp(kind);
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");
  const post = (token: string, payload: object) =>
    context.app.inject({ method: "POST", url: "/api/forms", payload, headers: bearer(token) });
  const submit = (formId: string, payload: object) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload });

  async function seed() {
    const token = await owner();
    const form = (await createForm(context.app, token, CALCULATOR)) as Created;
    const [size, extras, quantity, , delivery] = form.questions.map((q) => q._id) as string[];
    return { token, form, size, extras, quantity, delivery } as {
      token: string;
      form: Created;
      size: string;
      extras: string;
      quantity: string;
      delivery: string;
    };
  }

  it("stores the calculations under the questions' ids, and serves them to the public page", async () => {
    const { form, size } = await seed();
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    const { calculations } = view.json().data.settings;
    expect(calculations.rules[0].questionId).toBe(size);
    expect(calculations.endings).toHaveLength(3);
    expect(calculations.endings[2].redirectUrl).toBe("https://example.org/thanks");
  });

  it("recomputes the variables from the answers, ignoring forged values", async () => {
    const { token, form, size, extras, quantity } = await seed();
    const answers = [
      { questionId: size, answer: "Large" },
      { questionId: extras, answer: ["Lid", "Handle"] },
      { questionId: quantity, answer: 2 },
    ];
    const sent = await submit(form._id, { answers, variables: { total: 1, tier: "free" } });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await context.app.inject({
      method: "GET",
      url: `/api/responses/${form._id}`,
      headers: bearer(token),
    });
    expect(list.json().data[0].variables).toEqual({ total: 51.6, tier: "large" });
  });

  it("accepts an answer on a page a variable shows only when it is shown", async () => {
    const { form, size, quantity, delivery } = await seed();
    const small = await submit(form._id, {
      answers: [
        { questionId: size, answer: "Small" },
        { questionId: delivery, answer: "Main street" },
      ],
    });
    expect(small.statusCode, small.body).toBe(400);
    expect(small.json().errors[`answers.${delivery}`]).toBeDefined();
    const bulk = await submit(form._id, {
      answers: [
        { questionId: size, answer: "Small" },
        { questionId: quantity, answer: 20 },
        { questionId: delivery, answer: "Main street" },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
  });

  it("exports a column per variable, and its values match a recount in SQL", async () => {
    const { token, form, size, quantity } = await seed();
    const quantities = [1, 2, 3, 7];
    for (const count of quantities) {
      const sent = await submit(form._id, {
        answers: [
          { questionId: size, answer: "Small" },
          { questionId: quantity, answer: count },
        ],
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const exported = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}/export`,
      headers: bearer(token),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = exported.body.replace("\uFEFF", "").split("\r\n").filter(Boolean);
    expect(rows[0]).toMatch(/"total","tier"/);
    expect(rows.slice(1).map((row) => row.match(/,"?([\d.]+)"?,"standard"/)?.[1])).toEqual(
      quantities.map((count) => String(count * 10)),
    );
    const recount = (await context.database.db.execute(sql`
      select sum((variables->>'total')::numeric) as total, count(*) as count
      from responses where form_id = ${form._id}`)) as unknown as {
      rows: { total: string; count: string }[];
    };
    const [row] = recount.rows;
    expect(Number(row?.total)).toBe(quantities.reduce((sum, count) => sum + count * 10, 0));
    expect(Number(row?.count)).toBe(quantities.length);
  });

  it("refuses an unknown variable, a wrong type and a missing option with their codes", async () => {
    const token = await owner();
    const withCalculations = (change: (c: typeof CALCULATIONS) => object) =>
      post(token, {
        ...CALCULATOR,
        settings: { calculations: change(structuredClone(CALCULATIONS)) },
      });
    const unknown = await withCalculations((c) => ({
      ...c,
      rules: [{ ...c.rules[0], variable: "price" }],
    }));
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().code).toBe("VARIABLE_UNKNOWN");
    expect(unknown.json().message).toBe('Calculation 1: The form has no variable "price"');
    const wrongType = await withCalculations((c) => ({
      ...c,
      rules: [{ ...c.rules[0], variable: "tier", operation: "add" }],
    }));
    expect(wrongType.json().code).toBe("VARIABLE_WRONG_TYPE");
    const missing = await withCalculations((c) => ({
      ...c,
      rules: [{ ...c.rules[0], option: "Huge" }],
    }));
    expect(missing.json().code).toBe("CALCULATION_INVALID");
    expect(missing.json().errors).toEqual({
      "settings.calculations.rules.0":
        "This calculation belongs to an option the question does not have",
    });
    const endingText = await withCalculations((c) => ({
      ...c,
      endings: [{ ...c.endings[0], message: "{{var:nope}}" }],
    }));
    expect(endingText.json().code).toBe("VARIABLE_UNKNOWN");
    const inQuestion = await post(token, {
      ...CALCULATOR,
      questions: [...CALCULATOR.questions, { questionType: "text", questionText: "{{var:total}}" }],
    });
    expect(inQuestion.json().code).toBe("PIPING_TOKEN_INVALID");
  });

  it("checks a settings change against the form's questions", async () => {
    const { token, form } = await seed();
    const changed = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/settings`,
      headers: bearer(token),
      payload: { calculations: { variables: [], rules: [], endings: [] } },
    });
    // The bulk page's logic reads "total": it cannot go while that logic stays.
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json().code).toBe("VARIABLE_UNKNOWN");
  });
});
