import {
  FORM_PASSWORD_MESSAGES,
  idParamsSchema,
  releaseScoresReplySchema,
  setFormPasswordBodySchema,
  setFormPasswordReplySchema,
  updateFormSettingsBodySchema,
  updateFormSettingsReplySchema,
  updateFormStatusBodySchema,
  updateFormStatusReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { CALCULATION_ERRORS } from "./check-calculations.js";
import { changeVisibility, releaseScores, updateSettings } from "./service.js";
import { setFormPassword } from "./set-form-password.js";

const tags = ["forms"];

/** Publishing a form: public or private, its settings, its password, its released scores. */
export const formPublishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };

  app.put(
    "/forms/:id/status",
    {
      config: {
        workspaceAction: "forms.publish",
        apiKeyScope: "read-write",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateFormStatusBodySchema,
        response: { 200: updateFormStatusReplySchema },
      },
    },
    async (request) => {
      const data = await changeVisibility(db, {
        access: accessOf(request),
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
        access: accessOf(request),
        formId: request.params.id,
        patch: request.body,
      }),
    }),
  );

  app.put(
    "/forms/:id/password",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Set, change or (with null) remove the password respondents give first",
        params: idParamsSchema,
        body: setFormPasswordBodySchema,
        response: { 200: setFormPasswordReplySchema },
      },
    },
    async (request) => {
      const data = await setFormPassword(db, {
        access: accessOf(request),
        formId: request.params.id,
        password: request.body.password,
      });
      const message = data.hasPassword
        ? FORM_PASSWORD_MESSAGES.set
        : FORM_PASSWORD_MESSAGES.removed;
      return { statusCode: 200, message, data };
    },
  );

  app.post(
    "/forms/:id/release-scores",
    {
      config: {
        workspaceAction: "responses.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Show respondents the scores of the responses submitted so far",
        params: idParamsSchema,
        response: { 200: releaseScoresReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Scores released",
      data: await releaseScores(db, {
        access: accessOf(request),
        formId: request.params.id,
      }),
    }),
  );
};
