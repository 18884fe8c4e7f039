import {
  deleteFormReplySchema,
  duplicateFormReplySchema,
  getFormReplySchema,
  idParamsSchema,
  listFormsQuerySchema,
  listFormsReplySchema,
  moveFormBodySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { deleteForm, duplicateForm, listForms, moveForm } from "./service.js";

const tags = ["forms"];

/** The owner's dashboard: the list of forms, duplicating and deleting one. */
export const formDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };

  app.get(
    "/forms",
    {
      config: {
        workspaceAction: "forms.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "WORKSPACE_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: listFormsQuerySchema,
        response: { 200: listFormsReplySchema },
      },
    },
    async (request) => {
      const { workspace, ...paging } = request.query;
      const { forms, total } = await listForms(db, {
        access: accessOf(request),
        workspaceId: workspace,
        ...paging,
      });
      return { statusCode: 200, message: "Forms fetched successfully", data: forms, total };
    },
  );

  app.post(
    "/forms/:id/duplicate",
    {
      config: {
        workspaceAction: "forms.create",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "STORAGE_UNAVAILABLE"],
      },
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
          access: accessOf(request),
          formId: request.params.id,
        }),
      }),
  );

  app.post(
    "/forms/:id/move",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WORKSPACE_NOT_FOUND", "SAME_WORKSPACE"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Move the form to another workspace (editing in both); its links, responses and webhooks go with it",
        params: idParamsSchema,
        body: moveFormBodySchema,
        response: { 200: getFormReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Form moved",
      data: await moveForm(db, {
        access: accessOf(request),
        formId: request.params.id,
        workspaceId: request.body.workspaceId,
      }),
    }),
  );

  app.delete(
    "/forms/:id",
    {
      config: {
        workspaceAction: "forms.delete",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "STORAGE_UNAVAILABLE"],
      },
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
        { access: accessOf(request), formId: request.params.id },
      );
      return { statusCode: 200, message: "Form deleted successfully", data: null };
    },
  );
};
