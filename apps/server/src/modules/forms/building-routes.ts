import {
  getFormReplySchema,
  idParamsSchema,
  listFormVersionsReplySchema,
  saveFormBodySchema,
  saveFormReplySchema,
  saveTranslationsBodySchema,
  saveTranslationsReplySchema,
  translationParamsSchema,
  workspaceQuerySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { CALCULATION_ERRORS } from "./check-calculations.js";
import { saveTranslations } from "./save-translations.js";
import { createForm, getForm, listVersions, updateForm } from "./service.js";

const tags = ["forms"];

/** Building a form: create it, read it, save a new version, list its versions, translate it. */
export const formBuildingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };

  app.post(
    "/forms",
    {
      config: {
        workspaceAction: "forms.create",
        apiKeyScope: "read-write",
        errors: [
          ...SIGNED_IN_ERRORS,
          "PATTERN_UNAVAILABLE",
          "WORKSPACE_NOT_FOUND",
          "PIPING_TOKEN_INVALID",
          ...CALCULATION_ERRORS,
        ],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: workspaceQuerySchema,
        body: saveFormBodySchema,
        response: { 201: saveFormReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Form saved successfully!",
        data: await createForm(db, {
          access: accessOf(request),
          workspaceId: request.query.workspace,
          draft: request.body,
        }),
      }),
  );

  app.get(
    "/forms/:id",
    {
      config: {
        workspaceAction: "forms.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: getFormReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Form fetched successfully",
      data: await getForm(db, { access: accessOf(request), formId: request.params.id }),
    }),
  );

  app.put(
    "/forms/:id",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [
          ...SIGNED_IN_ERRORS,
          "FORM_NOT_FOUND",
          "PATTERN_UNAVAILABLE",
          "PIPING_TOKEN_INVALID",
          ...CALCULATION_ERRORS,
        ],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        body: saveFormBodySchema,
        response: { 200: saveFormReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Form updated successfully!",
      data: await updateForm(db, {
        access: accessOf(request),
        formId: request.params.id,
        draft: request.body,
      }),
    }),
  );

  app.get(
    "/forms/:id/versions",
    {
      config: { workspaceAction: "forms.read", errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: listFormVersionsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Versions fetched successfully",
      data: await listVersions(db, {
        access: accessOf(request),
        formId: request.params.id,
      }),
    }),
  );

  app.put(
    "/forms/:id/translations/:language",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [
          ...SIGNED_IN_ERRORS,
          "FORM_NOT_FOUND",
          "PIPING_TOKEN_INVALID",
          ...CALCULATION_ERRORS,
        ],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Replace one added language's translations of the form's texts; never makes a new version",
        params: translationParamsSchema,
        body: saveTranslationsBodySchema,
        response: { 200: saveTranslationsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Translations saved",
      data: await saveTranslations(db, {
        access: accessOf(request),
        formId: request.params.id,
        language: request.params.language,
        texts: request.body.texts,
      }),
    }),
  );
};
