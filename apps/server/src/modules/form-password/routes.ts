import {
  FORM_PASSWORD_MESSAGES,
  FORM_UNLOCK_HEADER,
  idParamsSchema,
  idSchema,
  unlockFormBodySchema,
  unlockFormReplySchema,
} from "@formloom/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkFormUnlocked } from "./check-form-unlocked.js";
import { unlockForm } from "./unlock-form.js";

const tags = ["forms"];

export function unlockTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[FORM_UNLOCK_HEADER];
  return typeof value === "string" ? value : undefined;
}

/** The lock of a form named in the path (`:formId` or `:id`), as a route's preHandler. */
export function requireFormUnlocked(app: FastifyInstance) {
  const deps = { db: app.db, tokens: app.formUnlockTokens };
  return async (request: FastifyRequest) => {
    const params = request.params as { formId?: string; id?: string };
    const formId = idSchema.safeParse(params.formId ?? params.id);
    // A malformed id is the route's own 400 or 404 to give.
    if (!formId.success) return;
    await checkFormUnlocked(deps, { formId: formId.data, token: unlockTokenOf(request) });
  };
}

/** A respondent gives a form's password; the owner sets it among the form's publishing routes. */
export const formUnlockRoutes: FastifyPluginAsyncZod = async (app) => {
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
        { db: app.db, tokens: app.formUnlockTokens },
        { formId: request.params.id, password: request.body.password },
      ),
    }),
  );
};
