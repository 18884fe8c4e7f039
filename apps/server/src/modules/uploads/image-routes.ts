import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import {
  idParamsSchema,
  THEME_IMAGE_MAX_BYTES,
  themeImageParamsSchema,
  uploadThemeImageReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { findFormFor } from "../forms/service.js";
import { readFilePart } from "./read-file-part.js";
import type { IncomingUpload, UploadDeps } from "./store-upload.js";

/** An uploaded image as its public read sends it. */
export type StoredImage = { mimeType: string; sizeBytes: number; content: Readable };

type ImageRoutesOptions = {
  /** The upload's path under a form ("theme-images"), and the public read's path prefix. */
  path: string;
  store: (
    deps: UploadDeps,
    given: { formId: string; upload: IncomingUpload },
  ) => Promise<{ imageId: string; url: string }>;
  open: (deps: UploadDeps, imageId: string) => Promise<StoredImage>;
  readSummary: string;
};

const tags = ["forms"];

/**
 * An owner's image uploads for a form (PNG, JPEG or WebP of 2 MB at most, by their bytes) and
 * their public read: a theme's logo and background, an image choice's pictures.
 */
export function imageRoutes(options: ImageRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: app.db, fileStorage: app.fileStorage };
    await app.register(multipart, {
      limits: { fileSize: THEME_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    app.post(
      `/forms/:id/${options.path}`,
      {
        config: {
          workspaceAction: "forms.edit",
          apiKeyScope: "read-write",
          errors: [
            ...SIGNED_IN_ERRORS,
            "FORM_NOT_FOUND",
            "NOT_MULTIPART",
            "MALFORMED_UPLOAD",
            "FILE_TOO_LARGE",
            "FILE_TYPE_REFUSED",
            "STORAGE_UNAVAILABLE",
          ],
        },
        preHandler: [app.authenticate, app.rateLimits.uploadPerIp],
        schema: {
          tags,
          security: bearerSecurity,
          summary: "Multipart: the file field alone, a PNG, JPEG or WebP image of 2 MB at most",
          consumes: ["multipart/form-data"],
          params: idParamsSchema,
          response: { 201: uploadThemeImageReplySchema },
        },
      },
      async (request, reply) => {
        const formId = request.params.id;
        await findFormFor(app.db, { access: accessOf(request), formId });
        const upload = await readFilePart(request);
        const data = await options.store(deps, { formId, upload });
        return reply.status(201).send({ statusCode: 201, message: "Image uploaded", data });
      },
    );

    app.get(
      `/${options.path}/:imageId`,
      {
        config: { errors: ["FILE_NOT_FOUND", "STORAGE_UNAVAILABLE"] },
        schema: { tags, summary: options.readSummary, params: themeImageParamsSchema },
      },
      async (request, reply) => {
        const image = await options.open(deps, request.params.imageId);
        // An image never changes under its id: a new upload is a new id.
        return reply
          .header("Content-Type", image.mimeType)
          .header("Content-Length", String(image.sizeBytes))
          .header("X-Content-Type-Options", "nosniff")
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .send(image.content);
      },
    );
  };
}
