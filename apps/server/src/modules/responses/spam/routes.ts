import {
  blockedSubmissionsReplySchema,
  idParamsSchema,
  spamCheckStartReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../../lib/route-errors.js";
import { accessOf } from "../../../lib/workspace-access.js";
import { findBlockedSubmissions } from "./find-blocked-submissions.js";

const tags = ["responses"];

/** A protected form's start token and proof-of-work challenge, and the owner's blocked count. */
export const spamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider, siteKey } = app.config.captcha;
  const hostedCaptcha = provider === "altcha" ? null : { provider, siteKey: siteKey ?? "" };
  app.get(
    "/forms/:id/spam-check",
    {
      preHandler: [app.rateLimits.spamCheckPerIp],
      schema: {
        tags,
        summary:
          "A protected form's start token and proof-of-work challenge, or the hosted captcha whose widget gives the proof",
        params: idParamsSchema,
        response: { 200: spamCheckStartReplySchema },
      },
    },
    // No lookup: the token only ever passes for the form it names, and an unknown form takes
    // no submission anyway.
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const challenge = await app.captcha.createChallenge();
      return {
        statusCode: 200,
        message: "Spam check started",
        data: {
          startToken: app.formStartTokens.issue(request.params.id),
          challenge: challenge ? { ...challenge } : null,
          hostedCaptcha,
        },
      };
    },
  );

  app.get(
    "/forms/:id/blocked-submissions",
    {
      config: {
        workspaceAction: "responses.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: "How many submissions the form's spam protection has refused",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: blockedSubmissionsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Blocked submissions counted",
      data: await findBlockedSubmissions(app.db, {
        access: accessOf(request),
        formId: request.params.id,
      }),
    }),
  );
};
