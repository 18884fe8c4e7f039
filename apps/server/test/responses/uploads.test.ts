import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { uploadedFiles } from "../../src/db/schema.js";
import { sweepUnreferencedUploads } from "../../src/modules/uploads/sweep-uploads.js";
import { bearer, signUp } from "../support/accounts.js";
import { createForm, formBody } from "../support/forms.js";
import { startS3Server, storageMatrix } from "../support/storage.js";
import { useTestApp } from "../support/test-app.js";
import { PDF_BYTES, PNG_BYTES, upload } from "../support/uploads.js";

const s3 = await startS3Server();
afterAll(() => s3?.close());

describe.each(storageMatrix(s3))("file uploads on %s with STORAGE=%s", (kind, _driver, env) => {
  const context = useTestApp(kind, { env });

  async function fileForm(fileType: "pdf" | "image" | "none", isPublic = true) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({
        isPublic,
        questions: [
          { questionType: "file", questionText: "Attach", validations: { fileType } },
          { questionType: "text", questionText: "Name" },
        ],
      }),
    );
    return {
      owner,
      formId: form._id,
      fileQuestion: form.questions[0]?._id ?? "",
      textQuestion: form.questions[1]?._id ?? "",
    };
  }

  it("judges a file by its bytes: a PNG named .pdf is refused with 415", async () => {
    const { formId, fileQuestion } = await fileForm("pdf");
    const disguised = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "cv.pdf", bytes: PNG_BYTES, type: "application/pdf" },
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe("Selected Invalid file, Please select correct file.");
    const wrongName = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "cv.exe", bytes: PDF_BYTES, type: "application/pdf" },
    );
    expect(wrongName.statusCode).toBe(415);
    const real = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "cv.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    );
    expect(real.statusCode).toBe(201);
  });

  it("refuses 5 MB + 1 byte with 413 and keeps nothing; takes exactly 5 MB", async () => {
    const { formId, fileQuestion } = await fileForm("image");
    const padded = (size: number) =>
      Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);
    const tooBig = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "big.png", bytes: padded(5_242_881), type: "image/png" },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("That file is too large. Please choose one under 5 MB.");
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(0);
    const limit = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "ok.png", bytes: padded(5_242_880), type: "image/png" },
    );
    expect(limit.statusCode).toBe(201);
  });

  it("takes an image or a PDF for file type None, and refuses any other kind", async () => {
    const { owner, formId, fileQuestion } = await fileForm("none");
    const target = { formId, questionId: fileQuestion };
    const page = Buffer.from("<!doctype html><script>alert(1)</script>");
    for (const name of ["notes.txt", "page.html", "page.pdf"]) {
      const refused = await upload(context.app, target, { name, bytes: page, type: "text/html" });
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe("Selected Invalid file, Please select correct file.");
    }
    const pdf = await upload(context.app, target, {
      name: "cv.pdf",
      bytes: PDF_BYTES,
      type: "application/pdf",
    });
    expect(pdf.statusCode).toBe(201);
    const asOwner = await context.app.inject({
      method: "GET",
      url: pdf.json().data.url,
      headers: bearer(owner),
    });
    expect(asOwner.headers["content-type"]).toBe("application/pdf");
    expect(asOwner.headers["content-disposition"]).toBe("attachment; filename=cv.pdf");
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(1);
  });

  it("names the size before the type: a large file of a refused kind hears it is too large", async () => {
    const { formId, fileQuestion } = await fileForm("image");
    const tooBig = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "clip.mov", bytes: Buffer.alloc(5_242_881), type: "video/quicktime" },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("That file is too large. Please choose one under 5 MB.");
    const small = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "clip.mov", bytes: Buffer.alloc(10), type: "video/quicktime" },
    );
    expect(small.statusCode).toBe(415);
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(0);
  });

  it("takes files only for a file question of a form the uploader may answer", async () => {
    const { owner, formId, fileQuestion, textQuestion } = await fileForm("none", false);
    const file = { name: "cv.pdf", bytes: PDF_BYTES, type: "application/pdf" };
    const target = { formId, questionId: fileQuestion };
    expect((await upload(context.app, target, file)).statusCode).toBe(404);
    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    expect((await upload(context.app, target, file, stranger)).statusCode).toBe(404);
    expect((await upload(context.app, target, file, owner)).statusCode).toBe(201);

    const onText = await upload(context.app, { formId, questionId: textQuestion }, file, owner);
    expect(onText.statusCode).toBe(400);
    expect(onText.json().message).toBe("This question does not take files");
  });

  it("serves a file to the form's owner only, as an attachment", async () => {
    const { owner, formId, fileQuestion } = await fileForm("pdf");
    const url = (
      await upload(
        context.app,
        { formId, questionId: fileQuestion },
        { name: "my cv.pdf", bytes: PDF_BYTES, type: "application/pdf" },
      )
    ).json().data.url;
    const asOwner = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(asOwner.headers["content-type"]).toBe("application/pdf");
    expect(asOwner.headers["content-disposition"]).toBe('attachment; filename="my cv.pdf"');
    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    expect(
      (await context.app.inject({ method: "GET", url, headers: bearer(stranger) })).statusCode,
    ).toBe(404);
    expect((await context.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("names a download with an ASCII fallback and the exact UTF-8 name", async () => {
    const { owner, formId, fileQuestion } = await fileForm("pdf");
    const url = (
      await upload(
        context.app,
        { formId, questionId: fileQuestion },
        { name: "Tom's CV — café.pdf", bytes: PDF_BYTES, type: "application/pdf" },
      )
    ).json().data.url;
    const asOwner = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(asOwner.headers["content-disposition"]).toBe(
      `attachment; filename="Tom's CV ? caf?.pdf"; ` +
        "filename*=UTF-8''Tom%27s%20CV%20%E2%80%94%20caf%C3%A9.pdf",
    );
  });

  it("gives back a file of many chunks byte for byte, and a clear 404 once its bytes are gone", async () => {
    const { owner, formId, fileQuestion } = await fileForm("image");
    const noise = Buffer.alloc(1_300_000);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    const bytes = Buffer.concat([PNG_BYTES, noise]);
    const uploaded = await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "big.png", bytes, type: "image/png" },
    );
    const { url } = uploaded.json().data;
    const asOwner = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers["content-length"]).toBe(String(bytes.length));
    expect(asOwner.rawPayload.equals(bytes)).toBe(true);

    const [row] = await context.database.db.select().from(uploadedFiles);
    await context.app.fileStorage.remove([row?.storageKey ?? ""]);
    const gone = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("File not found");
  });

  it("sweeps files no response took within a day", async () => {
    const { formId, fileQuestion } = await fileForm("pdf");
    await upload(
      context.app,
      { formId, questionId: fileQuestion },
      { name: "a.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    );
    const [row] = await context.database.db.select().from(uploadedFiles);
    const storageKey = row?.storageKey ?? "";
    expect(await context.app.fileStorage.sizeOf(storageKey)).toBe(PDF_BYTES.length);
    expect(await sweepUnreferencedUploads(context.app)).toBe(0);
    await context.database.db
      .update(uploadedFiles)
      .set({ createdAt: sql`now() - interval '25 hours'` });
    expect(await sweepUnreferencedUploads(context.app)).toBe(1);
    expect(await context.app.fileStorage.sizeOf(storageKey)).toBeUndefined();
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(0);
  });
});
