import {
  FORM_PASSWORD_MESSAGES,
  idParamsSchema,
  setFormPasswordBodySchema,
  setFormPasswordReplySchema,
  unlockFormBodySchema,
  unlockFormReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { setFormPassword } from "./set-form-password.js";
import { unlockForm } from "./unlock-form.js";

const tags = ["forms"];

/** A form's password: the owner sets it, a respondent gives it to open the form. */
export const formPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.put(
    "/forms/:id/password",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      preHandler: [app.authenticate],
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
    "/forms/:id/unlock",
    {
      config: { errors: ["FORM_NOT_FOUND", "FORM_PASSWORD_WRONG"] },
      preHandler: [app.rateLimits.formUnlockPerIpAndForm],
      schema: {
        tags,
        summary: "Give a form's password; the token answered goes in the X-Form-Unlock header",
        params: idParamsSchema,
        body: unlockFormBodySchema,
        response: { 200: unlockFormReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: FORM_PASSWORD_MESSAGES.unlocked,
      data: await unlockForm(
        { db, tokens: app.formUnlockTokens },
        { formId: request.params.id, password: request.body.password },
      ),
    }),
  );
};
