import { TEXT_ANSWER_MAX } from "@formloom/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { FILE_LINK_TTL_SECONDS } from "../../src/lib/file-links.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { PDF_BYTES, upload } from "../support/uploads.js";

// The export dialog's options: respondent and score columns, Excel, and file links that open
// outside the app.
const QUIZ = formBody({
  title: "Trip quiz",
  isPublic: true,
  questions: [
    {
      questionType: "multipleChoice",
      questionText: "Capital of France?",
      options: ["Paris", "Lyon"],
      correctAnswer: ["Paris"],
    },
    { questionType: "number", questionText: "Age" },
    { questionType: "section", questionText: "Details" },
    { questionType: "date", questionText: "Arrival" },
    { questionType: "rating", questionText: "Rate us", maxRating: 5 },
    {
      questionType: "matrix",
      questionText: "Rate",
      rows: ["Food", "Staff"],
      options: ["Bad", "Good"],
    },
    { questionType: "ranking", questionText: "Order", options: ["A", "B"] },
    { questionType: "file", questionText: "Ticket", validations: { fileType: "pdf" } },
    { questionType: "text", questionText: "Comment" },
  ],
});

const HEADINGS = [
  "Capital of France?",
  "Age",
  "Arrival",
  "Rate us",
  "Rate [Food]",
  "Rate [Staff]",
  "Order",
  "Ticket",
  "Comment",
];

describe.each(databaseKinds())("response export options on %s", (kind) => {
  const context = useTestApp(kind);

  async function seed() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, QUIZ);
    const ids = form.questions.map((q) => q._id);
    const [capital, age, , arrival, rating, grid, ranking, file, comment] = ids as string[];
    const fileUrl: string = (
      await upload(
        context.app,
        { formId: form._id, questionId: file ?? "" },
        { name: "ticket.pdf", bytes: PDF_BYTES, type: "application/pdf" },
      )
    ).json().data.url;
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    const submitted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      headers: bearer(ada),
      payload: {
        answers: [
          { questionId: capital, answer: "Paris" },
          { questionId: age, answer: 42 },
          { questionId: arrival, answer: "2026-02-28" },
          { questionId: rating, answer: 4 },
          { questionId: grid, answer: ["Good", "Bad"] },
          { questionId: ranking, answer: ["B", "A"] },
          { questionId: file, answer: fileUrl },
          { questionId: comment, answer: "=1+1" },
        ],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return { owner, formId: form._id, fileUrl, capital: capital ?? "", comment: comment ?? "" };
  }

  const exportWith = (owner: string, formId: string, query: string) =>
    context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export${query}`,
      headers: bearer(owner),
    });

  const csvRows = (body: string) => body.replace("\uFEFF", "").split("\r\n");

  it("keeps SPEC's CSV without options, and the same file with the options switched off", async () => {
    const { owner, formId } = await seed();
    const plain = await exportWith(owner, formId, "");
    expect(plain.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, row] = csvRows(plain.body);
    expect(header).toBe(`"Timestamp",${HEADINGS.map((h) => `"${h}"`).join(",")}`);
    expect(row).toMatch(
      /^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z","Paris",42,"2026-02-28","4","Good","Bad","B > A","http:\/\/localhost:3000\/api\/file-links\/[^"]+","'=1\+1"$/,
    );
    const explicit = await exportWith(owner, formId, "?format=csv&respondent=false&scores=false");
    // A file link is signed with an expiry to the second: two exports a second apart differ there.
    const unsigned = (payload: Buffer) =>
      payload.toString("utf8").replace(/\/api\/file-links\/[^"]+/g, "/api/file-links/…");
    expect(unsigned(explicit.rawPayload)).toBe(unsigned(plain.rawPayload));
  });

  it("exports only what the responses page's filters keep, in CSV and Excel", async () => {
    const { owner, formId, capital, comment } = await seed();
    const guest = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: {
        answers: [
          { questionId: capital, answer: "Lyon" },
          { questionId: comment, answer: "Too late" },
        ],
      },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const rowsOf = async (query: string) =>
      csvRows((await exportWith(owner, formId, query)).body)
        .slice(1)
        .filter((row) => row !== "");

    expect(await rowsOf("")).toHaveLength(2);
    const byText = await rowsOf("?q=late");
    expect(byText).toHaveLength(1);
    expect(byText[0]).toContain('"Lyon"');
    const byAnswer = await rowsOf(`?question=${capital}&answer=Paris`);
    expect(byAnswer).toHaveLength(1);
    expect(byAnswer[0]).toContain('"Paris"');
    expect(await rowsOf("?from=2000-01-01&to=2000-12-31")).toEqual([]);

    const workbook = new ExcelJS.Workbook();
    const xlsx = await exportWith(owner, formId, "?format=xlsx&q=late");
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(2);

    const notFilterable = await exportWith(owner, formId, `?question=${comment}&answer=x`);
    expect(notFilterable.statusCode).toBe(400);
  });

  it("adds the respondent after the timestamp and the scores at the end, on request", async () => {
    const { owner, formId, capital } = await seed();
    const response = await exportWith(owner, formId, "?respondent=true&scores=true");
    const [header, row] = csvRows(response.body);
    expect(header).toBe(
      `"Timestamp","Name","Email",${HEADINGS.map((h) => `"${h}"`).join(",")},"Score","Max score","Percentage"`,
    );
    expect(row).toMatch(/^"[^"]+","[^"]*","ada@example\.org","Paris",42,.*,1,1,100$/);
    const guest = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId: capital, answer: "Lyon" }] },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    // A guest has no address: the placeholder stored for one is left out.
    const rows = csvRows((await exportWith(owner, formId, "?respondent=true")).body);
    expect(rows.find((line) => line.includes('"Lyon"'))).toMatch(
      /^"[^"]+","Guest User","","Lyon",/,
    );
    const scoresOnly = csvRows((await exportWith(owner, formId, "?scores=true")).body);
    expect(scoresOnly[0]?.startsWith('"Timestamp","Capital of France?"')).toBe(true);
    expect(scoresOnly[0]?.endsWith('"Comment","Score","Max score","Percentage"')).toBe(true);
  });

  it("writes Excel with real numbers and dates, a bold frozen header and no section column", async () => {
    const { owner, formId } = await seed();
    const response = await exportWith(owner, formId, "?format=xlsx&respondent=true&scores=true");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="Trip quiz-responses.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    if (!sheet) throw new Error("no Responses sheet");
    expect(sheet.rowCount).toBe(2);
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([
      "Timestamp",
      "Name",
      "Email",
      ...HEADINGS,
      "Score",
      "Max score",
      "Percentage",
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const row = sheet.getRow(2);
    const cell = (n: number) => row.getCell(n).value;
    expect(cell(1)).toBeInstanceOf(Date);
    expect(Math.abs((cell(1) as Date).getTime() - Date.now())).toBeLessThan(60_000);
    expect(cell(3)).toBe("ada@example.org");
    expect(cell(4)).toBe("Paris");
    expect(cell(5)).toBe(42);
    expect(cell(6)).toEqual(new Date("2026-02-28T00:00:00Z"));
    expect(row.getCell(6).numFmt).toBe("yyyy-mm-dd");
    expect(cell(7)).toBe(4);
    expect([cell(8), cell(9), cell(10)]).toEqual(["Good", "Bad", "B > A"]);
    // The file answer is a link named after the file, and the link opens it outside the app.
    expect(row.getCell(11).type).toBe(ExcelJS.ValueType.Hyperlink);
    const link = cell(11) as { text: string; hyperlink: string };
    expect(link.text).toBe("ticket.pdf");
    const opened = await context.app.inject({
      method: "GET",
      url: new URL(link.hyperlink).pathname + new URL(link.hyperlink).search,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(cell(12)).toBe("=1+1");
    expect(row.getCell(12).type).toBe(ExcelJS.ValueType.String);
    expect([cell(13), cell(14), cell(15)]).toEqual([1, 1, 100]);
    for (let n = 1; n <= 15; n += 1) {
      expect(sheet.getColumn(n).width ?? 0).toBeGreaterThanOrEqual(10);
    }
  });

  it("writes an Excel file of headings only for a form without responses", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, QUIZ);
    const response = await exportWith(owner, form._id, "?format=xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    if (!sheet) throw new Error("no Responses sheet");
    expect(sheet.rowCount).toBe(1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Timestamp", ...HEADINGS]);
  });

  it("writes every response once in Excel when they span many pages", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({ title: "Many", questions: [{ questionType: "number", questionText: "N" }] }),
    );
    const count = 1234;
    await context.database.db.execute(sql`
      insert into responses (id, form_id, form_version, respondent_name, respondent_email, answers)
      select gen_random_uuid(), ${form._id}, 1, '', '',
             jsonb_build_array(jsonb_build_object('questionId', ${form.questions[0]?._id}::text, 'answer', n))
      from generate_series(1, ${count}) as n`);
    const response = await exportWith(owner, form._id, "?format=xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    if (!sheet) throw new Error("no Responses sheet");
    const numbers = sheet.getColumn(2).values.slice(2) as number[];
    expect(numbers.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => index + 1),
    );
  });

  it("writes wide responses with the longest answers whole", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const questions = Array.from({ length: 40 }, (_, index) => ({
      questionType: "paragraph" as const,
      questionText: `Essay ${index + 1}`,
    }));
    const form = await createForm(context.app, owner, formBody({ title: "Essays", questions }));
    const answers = form.questions.map((question, index) => ({
      questionId: question._id,
      answer: String(index).padEnd(TEXT_ANSWER_MAX, "x"),
    }));
    await context.database.db.execute(sql`
      insert into responses (id, form_id, form_version, respondent_name, respondent_email, answers)
      select gen_random_uuid(), ${form._id}, 1, '', '', ${JSON.stringify(answers)}::jsonb
      from generate_series(1, 30)`);
    const response = await exportWith(owner, form._id, "?format=xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    if (!sheet) throw new Error("no Responses sheet");
    expect(sheet.rowCount).toBe(31);
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      expect((row.values as unknown[]).slice(2)).toEqual(answers.map((a) => a.answer));
    });
  });

  it("links file answers so they open without the app's token, for a week only", async () => {
    const { owner, formId } = await seed();
    const [, row] = csvRows((await exportWith(owner, formId, "")).body);
    const link = row?.match(/"(http:\/\/localhost:3000\/api\/file-links\/[^"]+)"/)?.[1] ?? "";
    const url = new URL(link);
    const opened = await context.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(opened.headers["content-disposition"]).toBe("attachment; filename=ticket.pdf");
    const expires = Number(url.searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(FILE_LINK_TTL_SECONDS - 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(FILE_LINK_TTL_SECONDS);

    const fileId = url.pathname.split("/").at(-1) ?? "";
    const signature = url.searchParams.get("signature") ?? "";
    const refusals = [
      [`expires=${expires + 1}&signature=${signature}`, "not valid"],
      [`expires=${expires}&signature=${signature.slice(0, -2)}AA`, "not valid"],
      [`expires=${expires}`, "not valid"],
      [`expires=soon&signature=${signature}`, "not valid"],
    ];
    for (const [query, message] of refusals) {
      const refused = await context.app.inject({
        method: "GET",
        url: `/api/file-links/${fileId}?${query}`,
      });
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json().message).toContain(message);
    }
    const otherFile = link.replace(fileId, "0190f0f0-0000-7000-8000-000000000000");
    const moved = new URL(otherFile);
    expect(
      (await context.app.inject({ method: "GET", url: moved.pathname + moved.search })).statusCode,
    ).toBe(403);
    // The app's own route still asks for the owner's token.
    expect(
      (await context.app.inject({ method: "GET", url: `/api/files/${fileId}` })).statusCode,
    ).toBe(401);
  });

  it("refuses an expired link by name", async () => {
    const { owner, formId } = await seed();
    const [, row] = csvRows((await exportWith(owner, formId, "")).body);
    const fileId = row?.match(/file-links\/([0-9a-f-]+)\?/)?.[1] ?? "";
    const past = Math.floor(Date.now() / 1000) - 1;
    const expiredLink = new URL(context.app.fileLinks.create(fileId, past));
    const expired = await context.app.inject({
      method: "GET",
      url: expiredLink.pathname + expiredLink.search,
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      "This file link has expired: export the responses again for a new one",
    );
  });

  it("refuses unknown export options", async () => {
    const { owner, formId } = await seed();
    expect((await exportWith(owner, formId, "?format=pdf")).statusCode).toBe(400);
    expect((await exportWith(owner, formId, "?scores=yes")).statusCode).toBe(400);
  });
});
