import { RESPONDENT_MESSAGES } from "@formloom/shared";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Each response records the language its respondent read the form in.
describe.each(databaseKinds())("a response's language on %s", (kind) => {
  const context = useTestApp(kind);

  async function seed(settings: object = { language: "en", languages: ["de", "ar"] }) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({ isPublic: true, questions: [textQuestion({ questionText: "Name" })], settings }),
    );
    const questionId: string = form.questions[0]?._id ?? "";
    return { owner, formId: form._id as string, questionId };
  }

  const submit = (formId: string, questionId: string, language?: string, answer = "Ada") =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId, answer }], ...(language ? { language } : {}) },
    });
  const get = (owner: string, url: string) =>
    context.app.inject({ method: "GET", url, headers: bearer(owner) });
  const csvRows = (body: string) =>
    body
      .replace("\uFEFF", "")
      .split("\r\n")
      .filter((row) => row !== "");

  it("stores the language each response was answered in and lists it", async () => {
    const { owner, formId, questionId } = await seed();
    for (const [language, answer] of [
      ["en", "Ada"],
      ["de", "Grace"],
      ["ar", "Hedy"],
    ] as const) {
      const response = await submit(formId, questionId, language, answer);
      expect(response.statusCode, response.body).toBe(201);
    }

    const stored = await context.database.db
      .select({ language: responses.language })
      .from(responses)
      .where(eq(responses.formId, formId));
    expect(stored.map((row) => row.language).sort()).toEqual(["ar", "de", "en"]);
    const listed = await get(owner, `/api/responses/${formId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const byAnswer = Object.fromEntries(
      listed
        .json()
        .data.map((r: { answers: { answer: string }[]; language: string }) => [
          r.answers[0]?.answer,
          r.language,
        ]),
    );
    expect(byAnswer).toEqual({ Ada: "en", Grace: "de", Hedy: "ar" });
  });

  it("adds a last Language column to the CSV and Excel exports of a form in several languages", async () => {
    const { owner, formId, questionId } = await seed();
    for (const language of ["en", "de", "ar"]) {
      expect((await submit(formId, questionId, language)).statusCode).toBe(201);
    }

    const [header, ...rows] = csvRows(
      (await get(owner, `/api/responses/form/${formId}/export`)).body,
    );
    expect(header).toBe('"Timestamp","Name","Language"');
    expect(rows.map((row) => row.split(",").at(-1))).toEqual(['"en"', '"de"', '"ar"']);
    const withAll = csvRows(
      (await get(owner, `/api/responses/form/${formId}/export?respondent=true&scores=true`)).body,
    );
    expect(withAll[0]).toBe(
      '"Timestamp","Name","Email","Name","Score","Max score","Percentage","Language"',
    );

    const xlsx = await get(owner, `/api/responses/form/${formId}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    if (!sheet) throw new Error("no Responses sheet");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Timestamp",
      "Name",
      "Language",
    ]);
    expect([2, 3, 4].map((n) => sheet.getRow(n).getCell(3).value)).toEqual(["en", "de", "ar"]);
  });

  it("keeps SPEC's CSV, without a Language column, for a form in one language", async () => {
    const { owner, formId, questionId } = await seed({ language: "de" });
    expect((await submit(formId, questionId, "de")).statusCode).toBe(201);
    const [header] = csvRows((await get(owner, `/api/responses/form/${formId}/export`)).body);
    expect(header).toBe('"Timestamp","Name"');
  });

  it("records the form's default language when the submission names none", async () => {
    const { owner, formId, questionId } = await seed({ language: "fr", languages: ["en"] });
    const response = await submit(formId, questionId);
    expect(response.statusCode, response.body).toBe(201);
    const listed = (await get(owner, `/api/responses/${formId}`)).json().data;
    expect(listed.map((r: { language: string }) => r.language)).toEqual(["fr"]);
  });

  it("refuses a language the form does not offer, and an unknown one, and stores nothing", async () => {
    const { formId, questionId } = await seed();
    const notOffered = await submit(formId, questionId, "ja");
    expect(notOffered.statusCode).toBe(400);
    const message = RESPONDENT_MESSAGES.languageNotOffered(["en", "de", "ar"]);
    expect(notOffered.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_FAILED",
      message,
      errors: { language: message },
    });

    const unknown = await submit(formId, questionId, "xx");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: { language: RESPONDENT_MESSAGES.languageUnknown },
    });
    const stored = await context.database.db
      .select()
      .from(responses)
      .where(eq(responses.formId, formId));
    expect(stored).toEqual([]);
  });

  it("reads a response stored before languages were recorded as null, and exports it empty", async () => {
    const { owner, formId, questionId } = await seed();
    await context.database.db.insert(responses).values({
      id: newId(),
      formId,
      formVersion: 1,
      respondentName: "Guest User",
      respondentEmail: "guest@anonymous.invalid",
      answers: [{ questionId, answer: "Old" }],
    });
    const listed = await get(owner, `/api/responses/${formId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject([{ answers: [{ answer: "Old" }], language: null }]);
    const [, row] = csvRows((await get(owner, `/api/responses/form/${formId}/export`)).body);
    expect(row).toMatch(/,"Old",""$/);
  });
});
