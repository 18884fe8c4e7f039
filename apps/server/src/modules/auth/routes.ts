import {
  adminLoginBodySchema,
  adminLoginReplySchema,
  CAPTCHA_FIELD,
  captchaChallengeReplySchema,
  forgotPasswordBodySchema,
  forgotPasswordReplySchema,
  loginBodySchema,
  loginReplySchema,
  registerBodySchema,
  registerReplySchema,
  resendOtpBodySchema,
  resendOtpReplySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  verifyCaptchaBodySchema,
  verifyCaptchaReplySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPassword } from "./password-reset.js";
import { registerUser } from "./register-user.js";
import { checkCaptcha } from "./require-captcha.js";
import { signInAdmin, signInUser } from "./sign-in.js";
import { RESEND_MESSAGE, resendVerificationCode, verifyEmail } from "./verify-email.js";

const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  const limits = app.rateLimits;

  app.get(
    "/captcha/challenge",
    {
      schema: {
        tags,
        summary: "A fresh ALTCHA challenge",
        response: { 200: captchaChallengeReplySchema },
      },
      preHandler: [limits.captchaPerIp],
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      const challenge = await deps.captcha.createChallenge();
      return challenge ? { ...challenge } : null;
    },
  );

  app.post(
    "/users/verify-captcha",
    {
      config: { errors: ["CAPTCHA_FAILED"] },
      schema: { tags, body: verifyCaptchaBodySchema, response: { 200: verifyCaptchaReplySchema } },
      preHandler: [limits.captchaPerIp],
    },
    async (request) => {
      await checkCaptcha(deps.captcha, { token: request.body[CAPTCHA_FIELD], ip: request.ip });
      return { statusCode: 200, message: "Captcha verified", data: null };
    },
  );

  app.post(
    "/users/register",
    {
      config: { errors: ["CAPTCHA_REQUIRED", "CAPTCHA_FAILED", "EMAIL_TAKEN", "MAIL_UNAVAILABLE"] },
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
      config: { errors: ["INVALID_CODE"] },
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
      config: { errors: ["MAIL_UNAVAILABLE"] },
      schema: { tags, body: resendOtpBodySchema, response: { 200: resendOtpReplySchema } },
      preHandler: [limits.resendOtpPerIp, limits.resendOtpPerAccount],
    },
    async (request) => {
      await resendVerificationCode(deps, request.body.email);
      return { statusCode: 200, message: RESEND_MESSAGE, data: null };
    },
  );

  app.post(
    "/users/login",
    {
      config: {
        errors: [
          "CAPTCHA_REQUIRED",
          "CAPTCHA_FAILED",
          "INVALID_CREDENTIALS",
          "ACCOUNT_DEACTIVATED",
          "EMAIL_NOT_VERIFIED",
        ],
      },
      schema: { tags, body: loginBodySchema, response: { 200: loginReplySchema } },
      preHandler: [limits.loginPerIp],
    },
    async (request) => ({
      statusCode: 200,
      message: "Login successful",
      data: await signInUser(deps, {
        ...request.body,
        captchaToken: request.body[CAPTCHA_FIELD],
        ip: request.ip,
      }),
    }),
  );

  app.post(
    "/admin/login",
    {
      config: {
        errors: [
          "CAPTCHA_REQUIRED",
          "CAPTCHA_FAILED",
          "INVALID_CREDENTIALS",
          "ACCOUNT_DEACTIVATED",
          "NOT_AN_ADMIN",
        ],
      },
      schema: { tags, body: adminLoginBodySchema, response: { 200: adminLoginReplySchema } },
      preHandler: [limits.loginPerIp],
    },
    async (request) => ({
      statusCode: 200,
      message: "Admin login successful!",
      data: await signInAdmin(deps, {
        ...request.body,
        captchaToken: request.body[CAPTCHA_FIELD],
        ip: request.ip,
      }),
    }),
  );

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
