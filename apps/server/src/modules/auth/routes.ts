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
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import { describeWait } from "../../plugins/rate-limits.js";
import { accountDeps } from "./deps.js";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPassword } from "./password-reset.js";
import { registerUser } from "./register-user.js";
import { CAPTCHA_FAILED, requireCaptcha } from "./require-captcha.js";
import { signInAdmin, signInUser } from "./sign-in.js";
import { createSignInLimits } from "./sign-in-limits.js";
import { RESEND_MESSAGE, resendVerificationCode, verifyEmail } from "./verify-email.js";

const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);
  const limits = app.rateLimits;
  const signInLimits = createSignInLimits(app.config.rateLimitFactor);

  /** The captcha first, so that only attempts that solved it count against the account. */
  async function signInWithinLimits<Session>(
    request: FastifyRequest,
    reply: FastifyReply,
    { email, signIn }: { email: string; signIn: () => Promise<Session> },
  ): Promise<Session> {
    await requireCaptcha(app, request);
    const wait = signInLimits.secondsBlocked(email, request.ip);
    if (wait > 0) {
      reply.header("Retry-After", String(wait));
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Too many attempts. Please try again in ${describeWait(wait)}.`,
      );
    }
    try {
      const session = await signIn();
      signInLimits.recordSuccess(email, request.ip);
      return session;
    } catch (error) {
      if (error instanceof AppError && error.code === "UNAUTHORIZED") {
        signInLimits.recordFailure(email, request.ip);
      }
      throw error;
    }
  }

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
      const challenge = await app.captcha.createChallenge();
      return challenge ? { ...challenge } : null;
    },
  );

  app.post(
    "/users/verify-captcha",
    {
      schema: { tags, body: verifyCaptchaBodySchema, response: { 200: verifyCaptchaReplySchema } },
      preHandler: [limits.captchaPerIp],
    },
    async (request) => {
      const isValid = await app.captcha.verify(request.body[CAPTCHA_FIELD], {
        remoteIp: request.ip,
        consume: false,
      });
      if (!isValid) throw new AppError("BAD_REQUEST", CAPTCHA_FAILED);
      return { statusCode: 200, message: "Captcha verified", data: null };
    },
  );

  app.post(
    "/users/register",
    {
      schema: { tags, body: registerBodySchema, response: { 201: registerReplySchema } },
      preHandler: [limits.registerPerIp],
    },
    async (request, reply) => {
      await requireCaptcha(app, request);
      const data = await registerUser(deps, request.body);
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
      schema: { tags, body: loginBodySchema, response: { 200: loginReplySchema } },
      preHandler: [limits.loginPerIp],
    },
    async (request, reply) => ({
      statusCode: 200,
      message: "Login successful",
      data: await signInWithinLimits(request, reply, {
        email: request.body.email,
        signIn: () => signInUser(deps, request.body),
      }),
    }),
  );

  app.post(
    "/admin/login",
    {
      schema: { tags, body: adminLoginBodySchema, response: { 200: adminLoginReplySchema } },
      preHandler: [limits.loginPerIp],
    },
    async (request, reply) => ({
      statusCode: 200,
      message: "Admin login successful!",
      data: await signInWithinLimits(request, reply, {
        email: request.body.email,
        signIn: () => signInAdmin(deps, request.body),
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
      const { email } = request.body;
      app.afterReply.run(
        () => requestPasswordReset(deps, email),
        request.log,
        "password reset could not be requested",
      );
      return { statusCode: 200, message: RESET_REQUESTED_MESSAGE, data: null };
    },
  );

  app.post(
    "/users/password-reset",
    {
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
