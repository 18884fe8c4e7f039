import {
  CAPTCHA_FIELD,
  registerBodySchema,
  registerReplySchema,
  resendOtpBodySchema,
  resendOtpReplySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerUser } from "./register-user.js";
import { RESEND_MESSAGE, resendVerificationCode, verifyEmail } from "./verify-email.js";

const tags = ["auth"];

/** Registering, and verifying the email address with a mailed code. */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  const limits = app.rateLimits;

  app.post(
    "/users/register",
    {
      config: {
        errors: [
          "CAPTCHA_REQUIRED",
          "CAPTCHA_FAILED",
          "EMAIL_TAKEN",
          "MAIL_UNAVAILABLE",
          "PASSWORD_SIGN_IN_OFF",
        ],
      },
      schema: { tags, body: registerBodySchema, response: { 201: registerReplySchema } },
      preHandler: [limits.registerPerIp],
    },
    async (request, reply) => {
      const data = await registerUser(deps, {
        ...request.body,
        captchaToken: request.body[CAPTCHA_FIELD],
        ip: request.ip,
      });
      return reply.status(201).send({
        statusCode: 201,
        message: `Account created. We sent a 6-digit code to ${data.email}.`,
        data,
      });
    },
  );

  app.post(
    "/users/verify-otp",
    {
      config: { errors: ["INVALID_CODE", "PASSWORD_SIGN_IN_OFF"] },
      schema: { tags, body: verifyOtpBodySchema, response: { 200: verifyOtpReplySchema } },
      preHandler: [limits.verifyOtpPerIp],
    },
    async (request) => {
      const { session, message } = await verifyEmail(deps, request.body);
      return { statusCode: 200, message, data: session };
    },
  );

  app.post(
    "/users/resend-otp",
    {
      config: { errors: ["MAIL_UNAVAILABLE", "PASSWORD_SIGN_IN_OFF"] },
      schema: { tags, body: resendOtpBodySchema, response: { 200: resendOtpReplySchema } },
      preHandler: [limits.resendOtpPerIp, limits.resendOtpPerAccount],
    },
    async (request) => {
      await resendVerificationCode(deps, request.body.email);
      return { statusCode: 200, message: RESEND_MESSAGE, data: null };
    },
  );
};
