import multipart from "@fastify/multipart";
import {
  fileIdParamsSchema,
  fileLinkQuerySchema,
  idSchema,
  MAX_UPLOAD_BYTES,
  uploadFileReplySchema,
} from "@formloom/shared";
import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { checkFormUnlocked } from "../form-password/check-form-unlocked.js";
import { unlockTokenOf } from "../form-password/routes.js";
import { readFilePart } from "./read-file-part.js";
import { type OwnedFile, openLinkedFile, openOwnedFile } from "./service.js";
import { storeUpload } from "./store-upload.js";

const tags = ["uploads"];

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, fileStorage: app.fileStorage };
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });

  app.post(
    "/users/file-upload",
    {
      config: {
        errors: [
          "NOT_MULTIPART",
          "MALFORMED_UPLOAD",
          "FILE_TOO_LARGE",
          "FILE_TYPE_REFUSED",
          "FORM_NOT_FOUND",
          "FORM_PASSWORD_REQUIRED",
          "NOT_A_FILE_QUESTION",
          "STORAGE_UNAVAILABLE",
        ],
      },
      preHandler: [app.rateLimits.uploadPerIp, app.rateLimits.uploadPerIpHourly],
      schema: {
        tags,
        summary: "Multipart: fields formId and questionId, then the file field (5 MB at most)",
        consumes: ["multipart/form-data"],
        response: { 201: uploadFileReplySchema },
      },
    },
    async (request, reply) => {
      const upload = await readFilePart(request);
      const formId = idSchema.safeParse(upload.readField("formId"));
      if (formId.success) {
        const lock = { db: app.db, tokens: app.formUnlockTokens };
        await checkFormUnlocked(lock, { formId: formId.data, token: unlockTokenOf(request) }).catch(
          (error: unknown) => {
            upload.content.resume();
            throw error;
          },
        );
      }
      const viewer = await app.identifyUser(request);
      const data = await storeUpload(deps, { upload, viewerId: viewer?.id });
      return reply.status(201).send({ statusCode: 201, message: "File uploaded", data });
    },
  );

  app.get(
    "/files/:fileId",
    {
      config: {
        workspaceAction: "responses.read",
        errors: [...SIGNED_IN_ERRORS, "FILE_NOT_FOUND", "STORAGE_UNAVAILABLE"],
      },
      preHandler: [app.authenticate],
      schema: { tags, security: bearerSecurity, params: fileIdParamsSchema },
    },
    async (request, reply) => {
      const file = await openOwnedFile(deps, {
        fileId: request.params.fileId,
        access: accessOf(request),
      });
      return sendFile(reply, file);
    },
  );

  app.get(
    "/file-links/:fileId",
    {
      config: {
        errors: ["FILE_LINK_INVALID", "FILE_LINK_EXPIRED", "FILE_NOT_FOUND", "STORAGE_UNAVAILABLE"],
      },
      schema: {
        tags,
        summary: "A file answer through the signed link of an export (no bearer token)",
        params: fileIdParamsSchema,
        querystring: fileLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await openLinkedFile(
        { ...deps, fileLinks: app.fileLinks },
        { fileId: request.params.fileId, ...request.query },
      );
      return sendFile(reply, file);
    },
  );
};

function sendFile(reply: FastifyReply, file: OwnedFile) {
  return reply
    .header("Content-Type", file.mimeType)
    .header("Content-Length", String(file.sizeBytes))
    .header("Content-Disposition", contentDisposition(file.originalName))
    .header("Cache-Control", "private, no-store")
    .send(file.content);
}
