import {
  formIdParamsSchema,
  mailPartialLinkBodySchema,
  messageEnvelopeSchema,
  PARTIAL_MESSAGES,
  resumePartialBodySchema,
  resumePartialReplySchema,
  savePartialBodySchema,
  savePartialReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ErrorCode } from "../../lib/app-error.js";
import { requireFormUnlocked } from "../form-password/routes.js";
import { mailResumeLink } from "./mail-resume-link.js";
import { resumePartial } from "./resume-partial.js";
import { savePartial } from "./save-partial.js";

const tags = ["responses"];
const OPEN_FORM_ERRORS: ErrorCode[] = [
  "FORM_NOT_FOUND",
  "FORM_PASSWORD_REQUIRED",
  "FORM_CLOSED",
  "SIGN_IN_REQUIRED",
  "ALREADY_RESPONDED",
  "PARTIAL_NOT_FOUND",
  "PARTIAL_ALREADY_SUBMITTED",
];

/** A respondent's unfinished answers: kept, resumed, and the link to continue mailed. */
export const partialPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const unlocked = requireFormUnlocked(app);

  app.post(
    "/responses/:formId/partial",
    {
      config: { errors: [...OPEN_FORM_ERRORS, "PARTIALS_OFF", "INVALID_ANSWERS"] },
      preHandler: [
        app.rateLimits.partialSavePerIp,
        app.rateLimits.partialSavePerIpHourly,
        unlocked,
      ],
      schema: {
        tags,
        summary: "Keep a respondent's unfinished answers (forms that keep them)",
        params: formIdParamsSchema,
        body: savePartialBodySchema,
        response: { 200: savePartialReplySchema },
      },
    },
    async (request) => {
      const saved = await savePartial(db, {
        formId: request.params.formId,
        body: request.body,
        respondent: await app.identifyUser(request),
      });
      return {
        statusCode: 200,
        message: PARTIAL_MESSAGES.saved,
        data: { ...saved, expiresAt: saved.expiresAt.toISOString() },
      };
    },
  );

  app.post(
    "/responses/:formId/partial/resume",
    {
      config: { errors: OPEN_FORM_ERRORS },
      preHandler: [app.rateLimits.partialSavePerIp, unlocked],
      schema: {
        tags,
        summary: "The unfinished answers kept under a resume token",
        params: formIdParamsSchema,
        body: resumePartialBodySchema,
        response: { 200: resumePartialReplySchema },
      },
    },
    async (request) => {
      const data = await resumePartial(db, {
        formId: request.params.formId,
        resumeToken: request.body.resumeToken,
        respondent: await app.identifyUser(request),
      });
      return { statusCode: 200, message: PARTIAL_MESSAGES.resumed, data };
    },
  );

  app.post(
    "/responses/:formId/partial/mail",
    {
      config: { errors: [...OPEN_FORM_ERRORS, "MAIL_UNAVAILABLE"] },
      preHandler: [app.rateLimits.partialMailPerIp, app.rateLimits.partialMailPerAccount, unlocked],
      schema: {
        tags,
        summary: "Email the respondent their link to continue",
        params: formIdParamsSchema,
        body: mailPartialLinkBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await mailResumeLink(
        { db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        {
          formId: request.params.formId,
          resumeToken: request.body.resumeToken,
          email: request.body.email,
          respondent: await app.identifyUser(request),
        },
      );
      return { statusCode: 200, message: PARTIAL_MESSAGES.mailed, data: null };
    },
  );
};
