import { createReadStream } from "node:fs";
import multipart from "@fastify/multipart";
import { fileIdParamsSchema, MAX_UPLOAD_BYTES, uploadFileReplySchema } from "@formloom/shared";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { readFilePart } from "./read-file-part.js";
import { findFileWithOwner } from "./repo.js";
import { storeUpload } from "./store-upload.js";
import { scheduleUploadSweep } from "./sweep-uploads.js";

const tags = ["uploads"];

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });
  scheduleUploadSweep(app);

  app.post(
    "/users/file-upload",
    {
      preHandler: [app.rateLimits.uploadPerIp],
      schema: {
        tags,
        summary: "Multipart: fields formId and questionId, then the file field (5 MB at most)",
        consumes: ["multipart/form-data"],
        response: { 201: uploadFileReplySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data");
      const part = await readFilePart(request);
      const viewer = await app.identifyUser(request);
      const data = await storeUpload({ db: app.db, storage: app.fileStorage }, part, viewer?.id);
      return reply.status(201).send({ statusCode: 201, message: "File uploaded", data });
    },
  );

  app.get(
    "/files/:fileId",
    {
      preHandler: [app.authenticate],
      schema: { tags, security: [{ bearerAuth: [] }], params: fileIdParamsSchema },
    },
    async (request, reply) => {
      const row = await findFileWithOwner(app.db, request.params.fileId);
      // Respondents' files may hold private data: only the form's owner gets them.
      if (!row || row.ownerId !== signedInUser(request).id)
        throw new AppError("NOT_FOUND", "File not found");
      const { file } = row;
      return reply
        .header("Content-Type", file.mimeType)
        .header("Content-Length", String(file.sizeBytes))
        .header("Content-Disposition", contentDisposition(file.originalName))
        .header("Cache-Control", "private, no-store")
        .send(createReadStream(app.fileStorage.pathOf(file.storageKey)));
    },
  );
};
