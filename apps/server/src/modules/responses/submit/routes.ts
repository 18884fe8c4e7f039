import {
  formIdParamsSchema,
  submitResponseBodySchema,
  submitResponseReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { replyAsBuilt } from "../../../lib/reply-as-built.js";
import { unlockTokenOf } from "../../form-password/routes.js";
import { submitResponse } from "./submit-response.js";

const tags = ["responses"];

/** A respondent's submission, signed in or not. */
export const submitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const spam = { db, captcha: app.captcha, startTokens: app.formStartTokens };

  app.post(
    "/responses/:formId",
    {
      config: {
        errors: [
          "FORM_NOT_FOUND",
          "FORM_PASSWORD_REQUIRED",
          "FORM_CLOSED",
          "SIGN_IN_REQUIRED",
          "ALREADY_RESPONDED",
          "INVALID_ANSWERS",
          "FILE_ALREADY_USED",
          "SPAM_PROOF_MISSING",
          "SPAM_PROOF_INVALID",
          "SPAM_HONEYPOT_FILLED",
          "SPAM_TOO_FAST",
          "PARTIAL_NOT_FOUND",
          "PARTIAL_ALREADY_SUBMITTED",
        ],
      },
      preHandler: [app.rateLimits.submitPerIp, app.rateLimits.submitPerIpHourly],
      onResponse: (_request, reply, done) => {
        app.metrics.countSubmission(reply.statusCode);
        done();
      },
      serializerCompiler: replyAsBuilt,
      schema: {
        tags,
        params: formIdParamsSchema,
        body: submitResponseBodySchema,
        response: { 201: submitResponseReplySchema },
      },
    },
    async (request, reply) => {
      const respondent = await app.identifyUser(request);
      const { hasJobs, ...data } = await submitResponse(
        { db, submissions: app.submissions, spam },
        {
          formId: request.params.formId,
          answers: request.body.answers,
          language: request.body.language,
          hiddenFields: request.body.hiddenFields,
          respondent,
          ownerMailIntervalMs: app.jobs.ownerMailIntervalMs,
          spamCheck: request.body.spamCheck,
          ip: request.ip,
          resumeToken: request.body.resumeToken,
          completionSeconds: request.body.completionSeconds,
          copyEmail: request.body.copyEmail,
          unlock: { tokens: app.formUnlockTokens, token: unlockTokenOf(request) },
        },
      );
      if (hasJobs) app.jobs.wake();
      return reply.status(201).send({ statusCode: 201, message: "Response saved", data });
    },
  );
};
