import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// The address question: from the builder's save to the summary, the CSV and the workbook.
// The answer is its six parts in order: street, line 2, city, region, postal code, country.
const FORM = formBody({
  title: "Delivery",
  isPublic: true,
  questions: [
    {
      questionType: "address",
      questionText: "Address",
      required: true,
      validations: { addressParts: { line2: "hidden", region: "optional" }, defaultCountry: "FR" },
    },
  ],
});

const PARIS = ["1 Rue de Rivoli", "", "Paris", "", "75001", "FR"];

describe.each(databaseKinds())("address questions on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, FORM);
    return { owner, form, formId: form._id, questionId: form.questions[0]?._id as string };
  }

  const submit = (formId: string, questionId: string, answer: unknown) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: answer === undefined ? [] : [{ questionId, answer }] },
    });

  it("stores its parts and default country, and the answer as six parts", async () => {
    const { form, formId, questionId } = await setUp();
    expect(form.questions[0]).toMatchObject({
      required: true,
      validations: { addressParts: { line2: "hidden", region: "optional" }, defaultCountry: "FR" },
    });
    const response = await submit(formId, questionId, PARIS);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await context.database.db.select().from(responses);
    expect(stored?.answers).toEqual([{ questionId, answer: PARIS }]);
  });

  it("refuses, with 400 naming the question, an address that does not fit; stores nothing", async () => {
    const { formId, questionId } = await setUp();
    const incomplete = "Address: Please fill in every required part of the address";
    const invalid = "Address: Please enter a valid address";
    const cases: [unknown, string, string][] = [
      [undefined, "REQUIRED", "Address: Please answer all required questions"],
      [["", "", "", "", "", ""], "REQUIRED", "Address: Please answer all required questions"],
      [["1 Rue de Rivoli", "", "Paris", "", "", "FR"], "ADDRESS_INCOMPLETE", incomplete],
      [["1 Rue de Rivoli", "", "Paris", "", "75001", ""], "ADDRESS_INCOMPLETE", incomplete],
      [
        ["1 Rue de Rivoli", "", "Paris", "", "75001", "ZZ"],
        "ADDRESS_COUNTRY_INVALID",
        "Address: Please choose a country from the list",
      ],
      [["1 Rue de Rivoli", "", "Paris", "", "75001", "France"], "ADDRESS_INVALID", invalid],
      [["1 Rue de Rivoli", "Apt 2", "Paris", "", "75001", "FR"], "ADDRESS_INVALID", invalid],
      [["1 Rue", "", "Paris", "", "7".repeat(21), "FR"], "ADDRESS_INVALID", invalid],
      [PARIS.slice(0, 5), "ADDRESS_INVALID", invalid],
      ["1 Rue de Rivoli, 75001 Paris", "ADDRESS_INVALID", invalid],
      [75001, "ADDRESS_INVALID", invalid],
    ];
    for (const [answer, code, message] of cases) {
      const response = await submit(formId, questionId, answer);
      const label = JSON.stringify(answer) ?? "missing";
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
      expect(Object.keys(response.json().errors), label).toEqual([`answers.${questionId}`]);
      expect(response.json().answerIssues?.[questionId]?.code, label).toBe(code);
    }
    // Bad or overlong text (any list entry past 200 characters) never reaches the rules, and
    // never gives a 500.
    for (const part of ["Paris\u0000", "Paris\uD800", "x".repeat(201), "x".repeat(100_000)]) {
      const response = await submit(formId, questionId, ["1 Rue", "", part, "", "75001", "FR"]);
      expect(response.statusCode, JSON.stringify(part).slice(0, 20)).toBe(400);
    }
    expect(await context.database.db.select().from(responses)).toHaveLength(0);
  });

  it("refuses a builder save that asks no part or names a mode it does not know", async () => {
    const owner = await signUp(context.app, context.mailer, "builder@example.org");
    const save = (validations: Record<string, unknown>) =>
      context.app.inject({
        method: "POST",
        url: "/api/forms",
        headers: bearer(owner),
        payload: formBody({
          questions: [{ questionText: "Q", questionType: "address", validations }],
        }),
      });
    const hidden = Object.fromEntries(
      ["street", "line2", "city", "region", "postalCode", "country"].map((part) => [
        part,
        "hidden",
      ]),
    );
    const refused: [Record<string, unknown>, string][] = [
      [{ addressParts: hidden }, "validations.addressParts"],
      [{ addressParts: { street: "sometimes" } }, "validations.addressParts.street"],
      [{ defaultCountry: "fr" }, "validations.defaultCountry"],
    ];
    for (const [validations, field] of refused) {
      const response = await save(validations);
      expect(response.statusCode, JSON.stringify(validations)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(validations)).toContain(
        `questions.0.${field}`,
      );
    }
  });

  it("summarises countries as a recount of the stored answers finds them, and exports each part", async () => {
    const { owner, formId, questionId } = await setUp();
    const answers = [
      PARIS,
      ["10 Downing St", "", "London", "", "SW1A 2AA", "GB"],
      ["5 Quai Voltaire", "", "Paris", "Île-de-France", "75007", "FR"],
      ["=1+1", "", "Lima", "", "15001", "PE"],
      ["2 Place Bellecour", "", "Lyon", "", "69002", "FR"],
    ];
    for (const answer of answers) {
      const response = await submit(formId, questionId, answer);
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const [summary] = response.json().data.questions;
    expect(summary.answeredCount).toBe(5);
    expect(summary.countries).toEqual([
      { country: "FR", count: 3 },
      { country: "GB", count: 1 },
      { country: "PE", count: 1 },
    ]);

    const recount = await context.database.db.execute(sql`
      select a->'answer'->>5 as country, count(*) as count
      from responses, jsonb_array_elements(responses.answers) as a
      where a->>'questionId' = ${questionId}
      group by 1
      order by 2 desc, 1
    `);
    const rows = (recount as unknown as { rows: { country: string; count: string }[] }).rows;
    expect(rows.map(({ country, count }) => ({ country, count: Number(count) }))).toEqual(
      summary.countries,
    );

    // tally-every-type.test.ts checks the same figures counted from the rows a filter keeps.

    const exported = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export`,
      headers: bearer(owner),
    });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.replace("\uFEFF", "").split("\r\n");
    expect(lines[0]).toBe(
      '"Timestamp","Address [Street address]","Address [City]","Address [State / region]",' +
        '"Address [Postal code]","Address [Country]"',
    );
    const cells = lines.slice(1, 6).map((line) => line.split(",").slice(1).join(","));
    expect(cells).toContain('"1 Rue de Rivoli","Paris","","75001","FR"');
    expect(cells).toContain('"5 Quai Voltaire","Paris","Île-de-France","75007","FR"');
    // A part that a spreadsheet would run as a formula is kept as text.
    expect(cells).toContain(`"'=1+1","Lima","","15001","PE"`);

    const xlsx = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export?format=xlsx`,
      headers: bearer(owner),
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    if (!sheet) throw new Error("no Responses sheet");
    expect((sheet.getRow(1).values as unknown[]).slice(2)).toEqual([
      "Address [Street address]",
      "Address [City]",
      "Address [State / region]",
      "Address [Postal code]",
      "Address [Country]",
    ]);
    const postalCodes = [2, 3, 4, 5, 6].map((n) => sheet.getRow(n).getCell(5).value);
    expect(postalCodes.sort()).toEqual(["15001", "69002", "75001", "75007", "SW1A 2AA"]);
  });
});
