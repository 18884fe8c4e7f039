import {
  twoFactorAdminLoginReplySchema,
  twoFactorLoginBodySchema,
  twoFactorLoginReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentedDeviceToken, rememberAdminDevice } from "../../lib/admin-device-cookie.js";
import type { ErrorCode } from "../../lib/app-error.js";
import { completeAdminSignIn, completeUserSignIn } from "./sign-in-second-step.js";

const tags = ["auth"];
const errors: ErrorCode[] = [
  "TWO_FACTOR_SIGN_IN_INVALID",
  "TWO_FACTOR_CODE_INVALID",
  "ACCOUNT_DEACTIVATED",
];

/** The second sign-in step: the token TWO_FACTOR_REQUIRED answered, with a code. */
export const twoFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  const limits = app.rateLimits;

  app.post(
    "/users/login/two-factor",
    {
      config: { errors },
      schema: {
        tags,
        summary: "Finish signing in with an authenticator code or a recovery code",
        body: twoFactorLoginBodySchema,
        response: { 200: twoFactorLoginReplySchema },
      },
      preHandler: [limits.loginPerIp],
    },
    async (request) => ({
      statusCode: 200,
      message: "Login successful",
      data: await completeUserSignIn(deps, { ...request.body, ip: request.ip }),
    }),
  );

  app.post(
    "/admin/login/two-factor",
    {
      config: { errors: [...errors, "NOT_AN_ADMIN"] },
      schema: {
        tags,
        summary: "Finish the admin sign-in with an authenticator code or a recovery code",
        body: twoFactorLoginBodySchema,
        response: { 200: twoFactorAdminLoginReplySchema },
      },
      preHandler: [limits.loginPerIp],
    },
    async (request, reply) => {
      const { session, device } = await completeAdminSignIn(deps, {
        ...request.body,
        ip: request.ip,
        deviceToken: presentedDeviceToken(request),
      });
      rememberAdminDevice(reply, device, deps.publicUrl);
      return { statusCode: 200, message: "Admin login successful!", data: session };
    },
  );
};
