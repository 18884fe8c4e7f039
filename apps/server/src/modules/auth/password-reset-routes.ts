import {
  forgotPasswordBodySchema,
  forgotPasswordReplySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPassword } from "./password-reset.js";

const tags = ["auth"];

/** Forgotten passwords: asking for a reset link, and choosing a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  const limits = app.rateLimits;

  app.post(
    "/users/forget-password",
    {
      schema: {
        tags,
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordReplySchema },
      },
      preHandler: [limits.forgotPasswordPerIp, limits.forgotPasswordPerAccount],
    },
    async (request) => {
      requestPasswordReset(deps, { email: request.body.email, log: request.log });
      return { statusCode: 200, message: RESET_REQUESTED_MESSAGE, data: null };
    },
  );

  app.post(
    "/users/password-reset",
    {
      config: { errors: ["RESET_LINK_INVALID"] },
      schema: { tags, body: resetPasswordBodySchema, response: { 200: resetPasswordReplySchema } },
      preHandler: [limits.resetPasswordPerIp],
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return {
        statusCode: 200,
        message: "Password reset successfully. Please sign in with your new password.",
        data: null,
      };
    },
  );
};
