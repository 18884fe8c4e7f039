import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedFiles } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import {
  GRACE_PERIOD_MS,
  sweepUnreferencedUploads,
} from "../../src/modules/uploads/sweep-uploads.js";
import { bearer, signUp } from "../support/accounts.js";
import { createForm, formBody } from "../support/forms.js";
import { openDescriptors, postHead, sendRaw, sleep, statusOf } from "../support/raw-http.js";
import { startS3Server, storageMatrix } from "../support/storage.js";
import { useTestApp } from "../support/test-app.js";
import { multipartBody, PNG_BYTES, upload } from "../support/uploads.js";

const s3 = await startS3Server();
afterAll(() => s3?.close());

const UPLOAD_URL = "/api/users/file-upload";
const JSON_ANSWER = /\r\n\r\n\{.*\}$/s;

describe.each(storageMatrix(s3))(
  "malformed uploads on %s with STORAGE=%s",
  (kind, _driver, env) => {
    const context = useTestApp(kind, { env });
    let address = "";
    beforeAll(async () => {
      address = await context.app.listen({ port: 0, host: "127.0.0.1" });
    });
    afterAll(() => context.app.close());

    const storedFiles = async () => (await context.app.fileStorage.list()).map((file) => file.key);

    async function imageQuestion() {
      const owner = await signUp(context.app, context.mailer, "owner@example.org");
      const form = await createForm(
        context.app,
        owner,
        formBody({
          isPublic: true,
          questions: [
            { questionType: "file", questionText: "Photo", validations: { fileType: "image" } },
          ],
        }),
      );
      return { owner, fields: { formId: form._id, questionId: form.questions[0]?._id ?? "" } };
    }

    it("answers multipart/form-data without a boundary with 400", async () => {
      const response = await context.app.inject({
        method: "POST",
        url: UPLOAD_URL,
        payload: "formId=1",
        headers: { "content-type": "multipart/form-data" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: "MALFORMED_UPLOAD",
        message: "Send the file as multipart/form-data with a boundary in its Content-Type",
      });
    });

    it("refuses a file name holding a NUL byte with 400 before anything reaches the disk", async () => {
      const { fields } = await imageQuestion();
      const { payload, headers } = multipartBody(fields, {
        name: "photo\u0000.png",
        bytes: PNG_BYTES,
        type: "image/png",
      });
      const response = await context.app.inject({
        method: "POST",
        url: UPLOAD_URL,
        payload,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The file name cannot contain control characters");
      expect(await storedFiles()).toEqual([]);
      expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(0);
    });

    it("answers bodies cut before the file's closing boundary with 400, leaving no file or descriptor open", async () => {
      const { fields } = await imageQuestion();
      // A small body has fully arrived before the form is read; a large one is cut mid-stream.
      const bodies = [0, 64 * 1024].map((padding) => {
        const { payload, headers } = multipartBody(fields, {
          name: "photo.png",
          bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(padding)]),
          type: "image/png",
        });
        const cut = payload.subarray(0, payload.length - 40);
        const head = postHead(UPLOAD_URL, { ...headers, "Content-Length": cut.length });
        return Buffer.concat([Buffer.from(head), cut]);
      });

      const requests = Array.from({ length: 20 }, (_, index) =>
        sendRaw(address, bodies[index % 2] ?? "", JSON_ANSWER),
      );
      const answers = await Promise.all(
        requests.map((request) => Promise.race([request.answer, sleep(3000).then(() => "")])),
      );
      for (const request of requests) request.socket.destroy();
      await sleep(200);

      expect(answers.map(statusOf)).toEqual(Array(20).fill(400));
      expect(answers[0]).toContain("The upload ended before the file did. Please try again.");
      expect(await storedFiles()).toEqual([]);
      const uploadsDir = path.join(context.config.dataDir, "uploads");
      expect(openDescriptors().filter((target) => target.startsWith(uploadsDir))).toEqual([]);
    });

    it("keeps no file when the form is deleted while its file is on the way", async () => {
      const { owner, fields } = await imageQuestion();
      const { payload, headers } = multipartBody(fields, {
        name: "photo.png",
        bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(64 * 1024)]),
        type: "image/png",
      });
      const head = postHead(UPLOAD_URL, { ...headers, "Content-Length": payload.length });
      const half = payload.length - 32 * 1024;
      const request = sendRaw(
        address,
        Buffer.concat([Buffer.from(head), payload.subarray(0, half)]),
        JSON_ANSWER,
      );
      await sleep(300);
      const deleted = await context.app.inject({
        method: "DELETE",
        url: `/api/forms/${fields.formId}`,
        headers: bearer(owner),
      });
      expect(deleted.statusCode).toBe(200);
      request.socket.write(payload.subarray(half));
      const answer = await Promise.race([request.answer, sleep(5000).then(() => "")]);
      request.socket.destroy();

      expect(statusOf(answer)).toBe(404);
      expect(await storedFiles()).toEqual([]);
    });

    it("sweeps day-old files that no row records, and keeps recorded and recent ones", async () => {
      const { fields } = await imageQuestion();
      const uploaded = await upload(context.app, fields, {
        name: "photo.png",
        bytes: PNG_BYTES,
        type: "image/png",
      });
      expect(uploaded.statusCode).toBe(201);
      const [recorded] = await storedFiles();
      const store = (key: string) =>
        context.app.fileStorage.write(key, Readable.from([Buffer.from("x")]));
      const strays = [`${newId()}.partial`, newId(), `${newId()}.png`, "not-an-id.png"];
      for (const key of strays) await store(key);
      // The sweep's cutoff falls between the old files and the recent one. S3 keeps times to the
      // second, so the cutoff is the next whole second, awaited on the clock (and a little more:
      // the file system stamps times from a coarser clock that may lag by a few milliseconds).
      const cutoff = Math.ceil((Date.now() + 1) / 1000) * 1000;
      while (Date.now() < cutoff + 50) await sleep(cutoff + 50 - Date.now());
      const recent = `${newId()}.partial`;
      await store(recent);
      // The recorded file is as old as the strays; its row is younger than the cutoff.
      await context.database.db
        .update(uploadedFiles)
        .set({ createdAt: sql`${new Date(cutoff + 60_000).toISOString()}::timestamptz` });

      expect(await sweepUnreferencedUploads(context.app, cutoff + GRACE_PERIOD_MS)).toBe(
        strays.length,
      );
      expect((await storedFiles()).sort()).toEqual([recorded, recent].sort());
    });
  },
);
