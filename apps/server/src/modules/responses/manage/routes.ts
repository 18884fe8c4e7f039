import {
  deleteResponsesBodySchema,
  deleteResponsesReplySchema,
  formIdParamsSchema,
  listResponsesQuerySchema,
  listResponsesReplySchema,
  responseParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../../lib/route-errors.js";
import { accessOf } from "../../../lib/workspace-access.js";
import { deleteResponse, deleteResponses } from "./delete-responses.js";
import { getResponses } from "./service.js";

const tags = ["responses"];

/** The owner's list of a form's responses, and deleting them. */
export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    "/responses/:formId",
    {
      config: {
        workspaceAction: "responses.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "VERSION_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        params: formIdParamsSchema,
        querystring: listResponsesQuerySchema,
        response: { 200: listResponsesReplySchema },
      },
    },
    async (request) => {
      const { responses, total } = await getResponses(db, {
        access: accessOf(request),
        formId: request.params.formId,
        ...request.query,
      });
      return {
        statusCode: 200,
        message: "Responses fetched successfully!",
        data: responses,
        total,
      };
    },
  );

  app.delete(
    "/responses/:formId/:responseId",
    {
      config: {
        workspaceAction: "responses.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "RESPONSE_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Delete one response of the owner's form",
        params: responseParamsSchema,
        response: { 200: deleteResponsesReplySchema },
      },
    },
    async (request) => {
      await deleteResponse(db, { access: accessOf(request), ...request.params });
      return { statusCode: 200, message: "Response deleted", data: { deleted: 1 } };
    },
  );

  app.post(
    "/responses/:formId/delete",
    {
      config: {
        workspaceAction: "responses.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Delete some of the owner's form's responses",
        params: formIdParamsSchema,
        body: deleteResponsesBodySchema,
        response: { 200: deleteResponsesReplySchema },
      },
    },
    async (request) => {
      const deleted = await deleteResponses(db, {
        access: accessOf(request),
        formId: request.params.formId,
        ids: request.body.ids,
      });
      return {
        statusCode: 200,
        message: deleted === 1 ? "1 response deleted" : `${deleted} responses deleted`,
        data: { deleted },
      };
    },
  );
};
