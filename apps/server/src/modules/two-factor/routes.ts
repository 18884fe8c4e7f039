import {
  confirmTwoFactorBodySchema,
  confirmTwoFactorReplySchema,
  disableTwoFactorBodySchema,
  disableTwoFactorReplySchema,
  regenerateRecoveryCodesBodySchema,
  regenerateRecoveryCodesReplySchema,
  twoFactorSetupReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { actorOf } from "../../lib/workspace-access.js";
import {
  confirmTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "./manage-two-factor.js";

const tags = ["users"];

/** The profile's two-factor card: set up, confirm, new recovery codes, turn off. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  const perUser = [app.rateLimits.accountChangePerUser];
  app.addHook("preHandler", app.authenticate);

  app.post(
    "/users/two-factor/setup",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "TWO_FACTOR_ALREADY_ON"] },
      schema: {
        tags,
        summary: "Start setting up an authenticator app: a new secret and its otpauth:// address",
        security: bearerSecurity,
        response: { 200: twoFactorSetupReplySchema },
      },
      preHandler: perUser,
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return {
        statusCode: 200,
        message: "Scan the QR code with your authenticator app",
        data: await startTwoFactorSetup(deps, signedInUser(request)),
      };
    },
  );

  app.post(
    "/users/two-factor/confirm",
    {
      config: {
        errors: [
          ...SIGNED_IN_ERRORS,
          "TWO_FACTOR_ALREADY_ON",
          "TWO_FACTOR_NOT_STARTED",
          "TWO_FACTOR_CODE_INVALID",
          "ACCOUNT_NOT_FOUND",
        ],
      },
      schema: {
        tags,
        summary: "Turn two-factor authentication on with a first code; answers the recovery codes",
        security: bearerSecurity,
        body: confirmTwoFactorBodySchema,
        response: { 200: confirmTwoFactorReplySchema },
      },
      preHandler: perUser,
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return {
        statusCode: 200,
        message: "Two-factor authentication is on",
        data: await confirmTwoFactor(deps, {
          ...request.body,
          user: signedInUser(request),
          actor: actorOf(request),
        }),
      };
    },
  );

  app.post(
    "/users/two-factor/recovery-codes",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "TWO_FACTOR_OFF", "TWO_FACTOR_CODE_INVALID"] },
      schema: {
        tags,
        summary: "Replace the recovery codes (a code is needed); the old ones stop working",
        security: bearerSecurity,
        body: regenerateRecoveryCodesBodySchema,
        response: { 200: regenerateRecoveryCodesReplySchema },
      },
      preHandler: perUser,
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return {
        statusCode: 200,
        message: "New recovery codes made",
        data: await regenerateRecoveryCodes(deps, { ...request.body, user: signedInUser(request) }),
      };
    },
  );

  app.post(
    "/users/two-factor/disable",
    {
      config: {
        errors: [
          ...SIGNED_IN_ERRORS,
          "TWO_FACTOR_OFF",
          "WRONG_PASSWORD",
          "TWO_FACTOR_CODE_INVALID",
          "ACCOUNT_NOT_FOUND",
        ],
      },
      schema: {
        tags,
        summary: "Turn two-factor authentication off (the password and a code are needed)",
        security: bearerSecurity,
        body: disableTwoFactorBodySchema,
        response: { 200: disableTwoFactorReplySchema },
      },
      preHandler: perUser,
    },
    async (request) => ({
      statusCode: 200,
      message: "Two-factor authentication is off",
      data: await turnOffTwoFactor(deps, {
        ...request.body,
        user: signedInUser(request),
        actor: actorOf(request),
      }),
    }),
  );
};
