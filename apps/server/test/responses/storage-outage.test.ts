import { describe, expect, it } from "vitest";
import { uploadedFiles } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { PDF_BYTES, upload } from "../support/uploads.js";

// Nothing listens on the discard port: the store is unreachable.
const UNREACHABLE_S3 = {
  STORAGE: "s3",
  S3_ENDPOINT: "http://127.0.0.1:9",
  S3_BUCKET: "formloom",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
  S3_FORCE_PATH_STYLE: "true",
};
const UNAVAILABLE = "Files cannot be reached right now. Please try again in a moment.";

describe.each(databaseKinds())("an unreachable S3 store on %s", (kind) => {
  const context = useTestApp(kind, { env: UNREACHABLE_S3 });

  it("answers uploads and downloads with 503 and Retry-After, and records no file", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({ isPublic: true, questions: [{ questionType: "file", questionText: "Attach" }] }),
    );
    const questionId = form.questions[0]?._id ?? "";
    const uploaded = await upload(
      context.app,
      { formId: form._id, questionId },
      { name: "cv.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    );
    expect(uploaded.statusCode).toBe(503);
    expect(uploaded.headers["retry-after"]).toBe("5");
    expect(uploaded.json()).toEqual({
      statusCode: 503,
      code: "STORAGE_UNAVAILABLE",
      message: UNAVAILABLE,
    });
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(0);

    const fileId = newId();
    await context.database.db.insert(uploadedFiles).values({
      id: fileId,
      formId: form._id,
      questionId,
      storageKey: fileId,
      originalName: "cv.pdf",
      mimeType: "application/pdf",
      sizeBytes: PDF_BYTES.length,
    });
    const download = await context.app.inject({
      method: "GET",
      url: `/api/files/${fileId}`,
      headers: bearer(owner),
    });
    expect(download.statusCode).toBe(503);
    expect(download.json().message).toBe(UNAVAILABLE);
  }, 30_000);
});
