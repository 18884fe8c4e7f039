import cookie from "@fastify/cookie";
import {
  adminLoginBodySchema,
  adminLoginReplySchema,
  CAPTCHA_FIELD,
  captchaChallengeReplySchema,
  loginBodySchema,
  loginReplySchema,
  verifyCaptchaBodySchema,
  verifyCaptchaReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentedDeviceToken, rememberAdminDevice } from "../../lib/admin-device-cookie.js";
import { passwordResetRoutes } from "./password-reset-routes.js";
import { checkCaptcha } from "./require-captcha.js";
import { signInAdmin, signInUser } from "./sign-in.js";
import { signUpRoutes } from "./sign-up-routes.js";
import { twoFactorSignInRoutes } from "./two-factor-sign-in-routes.js";

const tags = ["auth"];

/** The captcha, signing in as a user or an admin, signing up and resetting a password. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  const limits = app.rateLimits;
  // The admin sign-in's device cookie (here and in the second step registered below).
  await app.register(cookie);

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
    "/users/login",
    {
      config: {
        errors: [
          "CAPTCHA_REQUIRED",
          "CAPTCHA_FAILED",
          "INVALID_CREDENTIALS",
          "ACCOUNT_DEACTIVATED",
          "EMAIL_NOT_VERIFIED",
          "TWO_FACTOR_REQUIRED",
          "PASSWORD_SIGN_IN_OFF",
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
          "TWO_FACTOR_REQUIRED",
          "TWO_FACTOR_SETUP_REQUIRED",
        ],
      },
      schema: { tags, body: adminLoginBodySchema, response: { 200: adminLoginReplySchema } },
      preHandler: [limits.loginPerIp],
    },
    async (request, reply) => {
      const { session, device } = await signInAdmin(deps, {
        ...request.body,
        captchaToken: request.body[CAPTCHA_FIELD],
        ip: request.ip,
        deviceToken: presentedDeviceToken(request),
      });
      rememberAdminDevice(reply, device, deps.publicUrl);
      return { statusCode: 200, message: "Admin login successful!", data: session };
    },
  );

  await app.register(twoFactorSignInRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordResetRoutes);
};
