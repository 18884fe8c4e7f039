import {
  deletePartialsReplySchema,
  idParamsSchema,
  listPartialsQuerySchema,
  listPartialsReplySchema,
  messageEnvelopeSchema,
  partialParamsSchema,
} from "@formloom/shared";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { exportPartialsCsv } from "./export-partials.js";
import { deletePartial, deletePartials, listPartials } from "./manage-partials.js";

const tags = ["responses"];

/** The owner's "Unfinished" tab: the form's open partial responses, their export, deleting them. */
export const partialOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    "/forms/:id/partials",
    {
      config: {
        workspaceAction: "responses.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The form's unfinished responses, newest first",
        params: idParamsSchema,
        querystring: listPartialsQuerySchema,
        response: { 200: listPartialsReplySchema },
      },
    },
    async (request) => {
      const { partials, total } = await listPartials(db, {
        access: accessOf(request),
        formId: request.params.id,
        page: request.query.page,
        limit: request.query.limit,
      });
      return { statusCode: 200, message: "Unfinished responses fetched", data: partials, total };
    },
  );

  app.get(
    "/forms/:id/partials/export",
    {
      config: {
        workspaceAction: "responses.export",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "VERSION_NOT_FOUND"],
      },
      preHandler: [app.authenticate, app.rateLimits.exportPerUser],
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The form's unfinished responses as CSV: started, last activity, page reached, answers and hidden fields of the current version",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await exportPartialsCsv(
        { db, fileLinks: app.fileLinks },
        { access: accessOf(request), formId: request.params.id },
      );
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", contentDisposition(fileName))
        .header("Cache-Control", "private, no-store")
        .send(content);
    },
  );

  app.delete(
    "/forms/:id/partials",
    {
      config: {
        workspaceAction: "responses.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Delete every unfinished response of the form",
        params: idParamsSchema,
        response: { 200: deletePartialsReplySchema },
      },
    },
    async (request) => {
      const deleted = await deletePartials(db, {
        access: accessOf(request),
        formId: request.params.id,
      });
      return { statusCode: 200, message: "Unfinished responses deleted", data: { deleted } };
    },
  );

  app.delete(
    "/forms/:id/partials/:partialId",
    {
      config: {
        workspaceAction: "responses.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "PARTIAL_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Delete one unfinished response",
        params: partialParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await deletePartial(db, {
        access: accessOf(request),
        formId: request.params.id,
        partialId: request.params.partialId,
      });
      return { statusCode: 200, message: "Unfinished response deleted", data: null };
    },
  );
};
