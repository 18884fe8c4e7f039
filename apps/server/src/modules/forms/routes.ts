import {
  deleteFormReplySchema,
  duplicateFormReplySchema,
  getFormReplySchema,
  idParamsSchema,
  listFormsQuerySchema,
  listFormsReplySchema,
  listFormVersionsReplySchema,
  releaseScoresReplySchema,
  saveFormBodySchema,
  saveFormReplySchema,
  updateFormSettingsBodySchema,
  updateFormSettingsReplySchema,
  updateFormStatusBodySchema,
  updateFormStatusReplySchema,
  viewFormReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import {
  changeVisibility,
  createForm,
  deleteForm,
  duplicateForm,
  getForm,
  listForms,
  listVersions,
  releaseScores,
  updateForm,
  updateSettings,
  viewForm,
} from "./service.js";

const tags = ["forms"];
const security = [{ bearerAuth: [] }];

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };

  app.post(
    "/forms",
    {
      config: { apiKeyScope: "read-write", errors: [...SIGNED_IN_ERRORS, "PATTERN_UNAVAILABLE"] },
      ...ownerOnly,
      schema: { tags, security, body: saveFormBodySchema, response: { 201: saveFormReplySchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Form saved successfully!",
        data: await createForm(db, { ownerId: signedInUser(request).id, draft: request.body }),
      }),
  );

  app.get(
    "/forms",
    {
      config: { apiKeyScope: "read", errors: SIGNED_IN_ERRORS },
      ...ownerOnly,
      schema: {
        tags,
        security,
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

  app.get(
    "/forms/:id",
    {
      config: { apiKeyScope: "read", errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: { tags, security, params: idParamsSchema, response: { 200: getFormReplySchema } },
    },
    async (request) => ({
      statusCode: 200,
      message: "Form fetched successfully",
      data: await getForm(db, { ownerId: signedInUser(request).id, formId: request.params.id }),
    }),
  );

  app.put(
    "/forms/:id",
    {
      config: {
        apiKeyScope: "read-write",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "PATTERN_UNAVAILABLE"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: saveFormBodySchema,
        response: { 200: saveFormReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Form updated successfully!",
      data: await updateForm(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        draft: request.body,
      }),
    }),
  );

  app.post(
    "/forms/:id/duplicate",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "STORAGE_UNAVAILABLE"] },
      preHandler: [app.authenticate, app.rateLimits.duplicatePerUser],
      schema: {
        tags,
        security,
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

  app.put(
    "/forms/:id/status",
    {
      config: { apiKeyScope: "read-write", errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateFormStatusBodySchema,
        response: { 200: updateFormStatusReplySchema },
      },
    },
    async (request) => {
      const data = await changeVisibility(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        isPublic: request.body.isPublic,
      });
      return {
        statusCode: 200,
        message: `Form is now ${data.isPublic ? "public" : "private"}.`,
        data,
      };
    },
  );

  app.put(
    "/forms/:id/settings",
    {
      config: { apiKeyScope: "read-write", errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: "Change some of the form's settings; never makes a new version",
        params: idParamsSchema,
        body: updateFormSettingsBodySchema,
        response: { 200: updateFormSettingsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Settings saved",
      data: await updateSettings(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        patch: request.body,
      }),
    }),
  );

  app.post(
    "/forms/:id/release-scores",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: "Show respondents the scores of the responses submitted so far",
        params: idParamsSchema,
        response: { 200: releaseScoresReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Scores released",
      data: await releaseScores(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
      }),
    }),
  );

  app.get(
    "/forms/:id/versions",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: listFormVersionsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Versions fetched successfully",
      data: await listVersions(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
      }),
    }),
  );

  app.get(
    "/forms/:id/view",
    {
      config: { errors: ["FORM_NOT_FOUND"] },
      schema: { tags, params: idParamsSchema, response: { 200: viewFormReplySchema } },
    },
    async (request) => {
      const viewer = await app.identifyUser(request);
      return {
        statusCode: 200,
        message: "Form fetched successfully",
        data: await viewForm(db, { formId: request.params.id, viewerId: viewer?.id }),
      };
    },
  );

  app.delete(
    "/forms/:id",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "STORAGE_UNAVAILABLE"] },
      ...ownerOnly,
      schema: { tags, security, params: idParamsSchema, response: { 200: deleteFormReplySchema } },
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
