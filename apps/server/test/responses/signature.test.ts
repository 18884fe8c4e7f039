import { SIGNATURE_MAX_BYTES } from "@formloom/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { responses, uploadedFiles } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { PDF_BYTES, PNG_BYTES, upload } from "../support/uploads.js";

// Signature questions: the PNG drawn or typed on the public page is uploaded through the
// answer-file path, then named by the answer; the owner reads it, the export links to it.
const formOf = (required: boolean) =>
  formBody({
    title: "Agreement",
    isPublic: true,
    questions: [
      { questionType: "text", questionText: "Name" },
      { questionType: "signature", questionText: "Sign here", required },
      { questionType: "file", questionText: "Attachment", validations: { fileType: "none" } },
    ],
  });

const png = (bytes: Buffer = PNG_BYTES) => ({ name: "signature.png", bytes, type: "image/png" });

/** A PNG of `size` bytes: the smallest real one padded after its end. */
const pngOfSize = (size: number) =>
  Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 0)]);

describe.each(databaseKinds())("signature questions on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp(email = "owner@example.org", required = true) {
    const owner = await signUp(context.app, context.mailer, email);
    const form = await createForm(context.app, owner, formOf(required));
    const [name, signature, file] = form.questions.map((q) => q._id) as [string, string, string];
    return { owner, formId: form._id, name, signature, file };
  }

  const submit = (formId: string, answers: object[]) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload: { answers } });

  const storedFiles = async () => context.database.db.select().from(uploadedFiles);

  it("stores a PNG signature and the response that names it", async () => {
    const { formId, name, signature } = await setUp();
    const uploaded = await upload(context.app, { formId, questionId: signature }, png());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data.url as string;
    expect(url).toMatch(/^\/api\/files\//);
    const [file] = await storedFiles();
    expect(file).toMatchObject({ mimeType: "image/png", questionId: signature, formId });

    const response = await submit(formId, [
      { questionId: name, answer: "Ada" },
      { questionId: signature, answer: url },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await context.database.db.select().from(responses);
    expect(stored?.answers).toEqual([
      { questionId: name, answer: "Ada" },
      { questionId: signature, answer: url },
    ]);
  });

  it("refuses an upload that is not a PNG by its bytes (415), or larger than 512 KB (413), storing nothing", async () => {
    const { formId, signature } = await setUp();
    const cases: [{ name: string; bytes: Buffer; type: string }, string, number][] = [
      [{ name: "signature.png", bytes: PDF_BYTES, type: "image/png" }, "FILE_TYPE_REFUSED", 415],
      [
        { name: "signature.png", bytes: Buffer.from("not an image"), type: "image/png" },
        "FILE_TYPE_REFUSED",
        415,
      ],
      [png(pngOfSize(SIGNATURE_MAX_BYTES + 1)), "FILE_TOO_LARGE", 413],
    ];
    for (const [file, code, status] of cases) {
      const response = await upload(context.app, { formId, questionId: signature }, file);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().code, code).toBe(code);
    }
    expect(await storedFiles()).toHaveLength(0);
    // Exactly at the limit is taken.
    const atLimit = await upload(
      context.app,
      { formId, questionId: signature },
      png(pngOfSize(SIGNATURE_MAX_BYTES)),
    );
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it("refuses, with 400 naming the question and nothing stored, a signature that is not this form's upload for it", async () => {
    const { formId, name, signature, file } = await setUp();
    const other = await setUp("other@example.org");
    const fromOtherForm = await upload(
      context.app,
      { formId: other.formId, questionId: other.signature },
      png(),
    );
    const fromFileQuestion = await upload(context.app, { formId, questionId: file }, png());
    const missing = "/api/files/0123456789abcdef01234567";
    const cases: [unknown, string][] = [
      [undefined, "REQUIRED"],
      ["", "REQUIRED"],
      [42, "ANSWER_INVALID"],
      ["No URL", "UPLOAD_FAILED"],
      ["https://example.org/sig.png", "FILE_UNAVAILABLE"],
      [missing, "FILE_UNAVAILABLE"],
      [fromOtherForm.json().data.url, "FILE_UNAVAILABLE"],
      [fromFileQuestion.json().data.url, "FILE_UNAVAILABLE"],
    ];
    for (const [answer, code] of cases) {
      const answers = [{ questionId: name, answer: "Ada" }];
      if (answer !== undefined) answers.push({ questionId: signature, answer: answer as string });
      const response = await submit(formId, answers);
      const label = JSON.stringify(answer) ?? "missing";
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toMatch(/^Sign here: /);
      expect(Object.keys(response.json().errors), label).toEqual([`answers.${signature}`]);
      expect(response.json().answerIssues?.[signature]?.code, label).toBe(code);
    }
    expect(await context.database.db.select().from(responses)).toHaveLength(0);
    // A signature is used once: a second response cannot name the same file.
    const uploaded = await upload(context.app, { formId, questionId: signature }, png());
    const answers = [{ questionId: signature, answer: uploaded.json().data.url }];
    expect((await submit(formId, answers)).statusCode).toBe(201);
    const again = await submit(formId, answers);
    expect(again.statusCode).toBe(400);
    expect(again.json().answerIssues?.[signature]?.code).toBe("FILE_UNAVAILABLE");
  });

  it("refuses a NUL byte or a lone surrogate in the answer without a 500", async () => {
    const { formId, signature } = await setUp();
    for (const answer of ["/api/files/\u0000", "/api/files/\ud800"]) {
      const response = await submit(formId, [{ questionId: signature, answer }]);
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
    }
  });

  it("counts the signed responses as a recount finds them, lets the owner read the image and exports a signed link", async () => {
    const { owner, formId, signature } = await setUp("owner@example.org", false);
    for (const signs of [true, false, true, true]) {
      const answers = [];
      if (signs) {
        const uploaded = await upload(context.app, { formId, questionId: signature }, png());
        answers.push({ questionId: signature, answer: uploaded.json().data.url });
      }
      const response = await submit(formId, answers);
      expect(response.statusCode, response.body).toBe(201);
    }
    const summary = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(summary.statusCode).toBe(200);
    const counted = summary
      .json()
      .data.questions.find((q: { questionId?: string; _id?: string }) =>
        [q.questionId, q._id].includes(signature),
      );
    const recount = await context.database.db.execute(sql`
      select count(*) as signed
      from responses, jsonb_array_elements(responses.answers) as a
      where a->>'questionId' = ${signature} and a->>'answer' like '/api/files/%'
    `);
    const [row] = (recount as unknown as { rows: { signed: string }[] }).rows;
    expect(Number(row?.signed)).toBe(3);
    expect(counted?.answeredCount).toBe(3);

    const stored = await context.database.db.select().from(responses);
    const storedAnswers = stored.flatMap(
      (each) => each.answers as { questionId: string; answer: string }[],
    );
    const url = storedAnswers.find((a) => a.questionId === signature)?.answer as string;
    const image = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    const anonymous = await context.app.inject({ method: "GET", url });
    expect(anonymous.statusCode).toBe(401);

    const csv = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export`,
      headers: bearer(owner),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace("\uFEFF", "").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe('"Timestamp","Name","Sign here","Attachment"');
    const links = lines
      .slice(1)
      .map((line) => line.match(/"(http[^"]*\/api\/file-links\/[^"]+)"/)?.[1]);
    expect(links.filter(Boolean)).toHaveLength(3);
    const link = new URL(links.find(Boolean) as string);
    const opened = await context.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("image/png");

    const xlsx = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export?format=xlsx`,
      headers: bearer(owner),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Responses");
    const cells = [2, 3, 4, 5].map((n) => sheet?.getRow(n).getCell(3));
    const hyperlinks = cells.filter((cell) => cell?.type === ExcelJS.ValueType.Hyperlink);
    expect(hyperlinks).toHaveLength(3);
    const firstLink = hyperlinks[0]?.value as { hyperlink: string } | undefined;
    expect(String(firstLink?.hyperlink)).toMatch(/\/api\/file-links\//);
  });
});
