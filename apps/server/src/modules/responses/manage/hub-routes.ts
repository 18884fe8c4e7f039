import {
  hubQuerySchema,
  quizAttemptsReplySchema,
  quizIdParamsSchema,
  receivedResponsesReplySchema,
  submittedResponsesReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../../lib/route-errors.js";
import { signedInUser } from "../../../lib/signed-in-user.js";
import { accessOf } from "../../../lib/workspace-access.js";
import { getQuizAttempts, getReceived, getSubmitted } from "./service.js";

const tags = ["responses"];

/** The signed-in user's hub: responses received on their forms, those they submitted, their quiz attempts. */
export const hubRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    "/quizzes/:quizId/attempts",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "QUIZ_NOT_FOUND"] },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
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
      config: {
        workspaceAction: "responses.read",
        errors: [...SIGNED_IN_ERRORS, "WORKSPACE_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: hubQuerySchema,
        response: { 200: receivedResponsesReplySchema },
      },
    },
    async (request) => {
      const { responses, total } = await getReceived(db, {
        access: accessOf(request),
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
        security: bearerSecurity,
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
