import { exportResponsesQuerySchema, idParamsSchema } from "@formloom/shared";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../../lib/bearer-security.js";
import { abortedWhenClientLeaves } from "../../../lib/client-gone.js";
import { SIGNED_IN_ERRORS } from "../../../lib/route-errors.js";
import { accessOf } from "../../../lib/workspace-access.js";
import { exportResponses } from "./export-responses.js";

const tags = ["responses"];

/** A form's responses as a CSV or Excel download. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/responses/form/:id/export",
    {
      config: {
        workspaceAction: "responses.export",
        apiKeyScope: "read",
        errors: [
          ...SIGNED_IN_ERRORS,
          "FORM_NOT_FOUND",
          "VERSION_NOT_FOUND",
          "TOO_MANY_EXPORTS",
          "EXPORTS_BUSY",
        ],
      },
      preHandler: [app.authenticate, app.rateLimits.exportPerUser],
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The responses as a file, streamed: SPEC's CSV by default; respondent and score columns, or Excel, on request",
        params: idParamsSchema,
        querystring: exportResponsesQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, respondent, scores, version, ...filter } = request.query;
      const { fileName, contentType, content } = await exportResponses(
        { db, fileLinks: app.fileLinks, slots: app.exportSlots },
        {
          access: accessOf(request),
          formId: request.params.id,
          version,
          format,
          columns: { respondent, scores },
          filter,
          signal: abortedWhenClientLeaves(reply),
        },
      );
      return reply
        .header("Content-Type", contentType)
        .header("Content-Disposition", contentDisposition(fileName))
        .header("Cache-Control", "private, no-store")
        .send(content);
    },
  );
};
