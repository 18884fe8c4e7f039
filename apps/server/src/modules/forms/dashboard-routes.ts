import {
  deleteFormReplySchema,
  duplicateFormReplySchema,
  idParamsSchema,
  listFormsQuerySchema,
  listFormsReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { deleteForm, duplicateForm, listForms } from "./service.js";

const tags = ["forms"];

/** The owner's dashboard: the list of forms, duplicating and deleting one. */
export const formDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };

  app.get(
    "/forms",
    {
      config: { apiKeyScope: "read", errors: SIGNED_IN_ERRORS },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: listFormsQuerySchema,
        response: { 200: listFormsReplySchema },
      },
    },
    async (request) => {
      const { forms, total } = await listForms(db, {
        ownerId: signedInUser(request).id,
        ...request.query,
      });
      return { statusCode: 200, message: "Forms fetched successfully", data: forms, total };
    },
  );

  app.post(
    "/forms/:id/duplicate",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "STORAGE_UNAVAILABLE"] },
      preHandler: [app.authenticate, app.rateLimits.duplicatePerUser],
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Copy the form: private, 'Copy of <title>', same questions and settings, no responses",
        params: idParamsSchema,
        response: { 201: duplicateFormReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Form duplicated",
        data: await duplicateForm(db, {
          ownerId: signedInUser(request).id,
          formId: request.params.id,
        }),
      }),
  );

  app.delete(
    "/forms/:id",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "STORAGE_UNAVAILABLE"] },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: deleteFormReplySchema },
      },
    },
    async (request) => {
      await deleteForm(
        { db, fileStorage: app.fileStorage },
        { ownerId: signedInUser(request).id, formId: request.params.id },
      );
      return { statusCode: 200, message: "Form deleted successfully", data: null };
    },
  );
};
