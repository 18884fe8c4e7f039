import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import {
  deleteResponsesBodySchema,
  deleteResponsesReplySchema,
  exportResponsesQuerySchema,
  formIdParamsSchema,
  hubQuerySchema,
  idParamsSchema,
  listResponsesQuerySchema,
  listResponsesReplySchema,
  quizAttemptsReplySchema,
  quizIdParamsSchema,
  receivedResponsesReplySchema,
  responseParamsSchema,
  responsesSummaryQuerySchema,
  responsesSummaryReplySchema,
  submitResponseBodySchema,
  submitResponseReplySchema,
  submittedResponsesReplySchema,
} from "@formloom/shared";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { abortedWhenClientLeaves } from "../../lib/client-gone.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { exportResponses } from "./export/export-responses.js";
import { deleteResponse, deleteResponses } from "./manage/delete-responses.js";
import { getQuizAttempts, getReceived, getResponses, getSubmitted } from "./manage/service.js";
import { submitResponse } from "./submit/submit-response.js";
import { getSummary } from "./summary/service.js";

const tags = ["responses"];
const security = [{ bearerAuth: [] }];

export const responseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Responses pages and exports are the API's big answers (a 1,000,000-row CSV is ~100 MB):
  // compressed for clients that accept it, at a brotli level cheap enough to stream.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const signedIn = { preHandler: [app.authenticate] };

  app.post(
    "/responses/:formId",
    {
      config: {
        errors: [
          "FORM_NOT_FOUND",
          "FORM_CLOSED",
          "SIGN_IN_REQUIRED",
          "ALREADY_RESPONDED",
          "INVALID_ANSWERS",
          "FILE_ALREADY_USED",
        ],
      },
      preHandler: [app.rateLimits.submitPerIp, app.rateLimits.submitPerIpHourly],
      onResponse: async (_request, reply) => app.metrics.countSubmission(reply.statusCode),
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
        { db, submissions: app.submissions },
        {
          formId: request.params.formId,
          answers: request.body.answers,
          respondent,
          ownerMailIntervalMs: app.jobs.ownerMailIntervalMs,
        },
      );
      if (hasJobs) app.jobs.wake();
      return reply.status(201).send({ statusCode: 201, message: "Response saved", data });
    },
  );

  app.get(
    "/responses/:formId",
    {
      config: {
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "VERSION_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security,
        params: formIdParamsSchema,
        querystring: listResponsesQuerySchema,
        response: { 200: listResponsesReplySchema },
      },
    },
    async (request) => {
      const { responses, total } = await getResponses(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.formId,
        ...request.query,
      });
      return {
        statusCode: 200,
        message: "Responses fetched successfully!",
        data: responses,
        total,
      };
    },
  );

  app.delete(
    "/responses/:formId/:responseId",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "RESPONSE_NOT_FOUND"] },
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Delete one response of the owner's form",
        params: responseParamsSchema,
        response: { 200: deleteResponsesReplySchema },
      },
    },
    async (request) => {
      await deleteResponse(db, { ownerId: signedInUser(request).id, ...request.params });
      return { statusCode: 200, message: "Response deleted", data: { deleted: 1 } };
    },
  );

  app.post(
    "/responses/:formId/delete",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Delete some of the owner's form's responses",
        params: formIdParamsSchema,
        body: deleteResponsesBodySchema,
        response: { 200: deleteResponsesReplySchema },
      },
    },
    async (request) => {
      const deleted = await deleteResponses(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.formId,
        ids: request.body.ids,
      });
      return {
        statusCode: 200,
        message: deleted === 1 ? "1 response deleted" : `${deleted} responses deleted`,
        data: { deleted },
      };
    },
  );

  app.get(
    "/responses/form/:id",
    {
      config: {
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "VERSION_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: responsesSummaryQuerySchema,
        response: { 200: responsesSummaryReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Responses fetched successfully!",
      data: await getSummary(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        ...request.query,
      }),
    }),
  );

  app.get(
    "/responses/form/:id/export",
    {
      config: {
        apiKeyScope: "read",
        errors: [
          ...SIGNED_IN_ERRORS,
          "FORM_NOT_FOUND",
          "VERSION_NOT_FOUND",
          "TOO_MANY_EXPORTS",
          "EXPORTS_BUSY",
        ],
      },
      preHandler: [app.authenticate, app.rateLimits.exportPerUser],
      schema: {
        tags,
        security,
        summary:
          "The responses as a file, streamed: SPEC's CSV by default; respondent and score columns, or Excel, on request",
        params: idParamsSchema,
        querystring: exportResponsesQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, respondent, scores, version, ...filter } = request.query;
      const { fileName, contentType, content } = await exportResponses(
        { db, fileLinks: app.fileLinks, slots: app.exportSlots },
        {
          ownerId: signedInUser(request).id,
          formId: request.params.id,
          version,
          format,
          columns: { respondent, scores },
          filter,
          signal: abortedWhenClientLeaves(reply),
        },
      );
      return reply
        .header("Content-Type", contentType)
        .header("Content-Disposition", contentDisposition(fileName))
        .header("Cache-Control", "private, no-store")
        .send(content);
    },
  );

  app.get(
    "/quizzes/:quizId/attempts",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "QUIZ_NOT_FOUND"] },
      ...signedIn,
      schema: {
        tags,
        security,
        params: quizIdParamsSchema,
        response: { 200: quizAttemptsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Attempts fetched successfully",
      data: await getQuizAttempts(db, {
        userId: signedInUser(request).id,
        formId: request.params.quizId,
      }),
    }),
  );

  app.get(
    "/responses/received",
    {
      config: { errors: SIGNED_IN_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security,
        querystring: hubQuerySchema,
        response: { 200: receivedResponsesReplySchema },
      },
    },
    async (request) => {
      const { responses, total } = await getReceived(db, {
        ownerId: signedInUser(request).id,
        ...request.query,
      });
      return {
        statusCode: 200,
        message: "Responses fetched successfully!",
        data: responses,
        total,
      };
    },
  );

  app.get(
    "/responses/submitted",
    {
      config: { errors: SIGNED_IN_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security,
        querystring: hubQuerySchema,
        response: { 200: submittedResponsesReplySchema },
      },
    },
    async (request) => {
      const { responses, total } = await getSubmitted(db, {
        userId: signedInUser(request).id,
        ...request.query,
      });
      return {
        statusCode: 200,
        message: "Responses fetched successfully!",
        data: responses,
        total,
      };
    },
  );
};
