import {
  changePasswordBodySchema,
  changePasswordReplySchema,
  deactivateAccountBodySchema,
  deactivateAccountReplySchema,
  meReplySchema,
  updateProfileBodySchema,
  updateProfileReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { changePassword, deactivateAccount, updateProfile } from "./service.js";
import { toUserDto } from "./to-user-dto.js";

const tags = ["users"];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accountDeps;
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/users/me",
    {
      config: { errors: SIGNED_IN_ERRORS },
      schema: { tags, security: bearerSecurity, response: { 200: meReplySchema } },
    },
    async (request) => ({
      statusCode: 200,
      message: "Profile fetched successfully",
      data: toUserDto(signedInUser(request)),
    }),
  );

  app.put(
    "/users",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "ACCOUNT_NOT_FOUND"] },
      schema: {
        tags,
        security: bearerSecurity,
        body: updateProfileBodySchema,
        response: { 200: updateProfileReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Profile updated successfully",
      data: await updateProfile(deps, { ...request.body, user: signedInUser(request) }),
    }),
  );

  app.put(
    "/users/change-password",
    {
      config: {
        errors: [...SIGNED_IN_ERRORS, "ACCOUNT_NOT_FOUND", "WRONG_PASSWORD", "PASSWORD_UNCHANGED"],
      },
      schema: {
        tags,
        security: bearerSecurity,
        body: changePasswordBodySchema,
        response: { 202: changePasswordReplySchema },
      },
      preHandler: [app.rateLimits.accountChangePerUser],
    },
    async (request, reply) =>
      reply.status(202).send({
        statusCode: 202,
        message: "Password changed successfully",
        data: await changePassword(deps, { ...request.body, user: signedInUser(request) }),
      }),
  );

  app.post(
    "/users/deactivate",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "WRONG_PASSWORD"] },
      schema: {
        tags,
        security: bearerSecurity,
        body: deactivateAccountBodySchema,
        response: { 200: deactivateAccountReplySchema },
      },
      preHandler: [app.rateLimits.accountChangePerUser],
    },
    async (request) => {
      await deactivateAccount(deps, { ...request.body, user: signedInUser(request) });
      return { statusCode: 200, message: "Your account has been deactivated", data: null };
    },
  );
};
