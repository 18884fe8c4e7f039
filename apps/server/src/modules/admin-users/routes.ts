import {
  getUserReplySchema,
  idParamsSchema,
  listUsersQuerySchema,
  listUsersReplySchema,
  updateUserBodySchema,
  updateUserReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { actorOf } from "../../lib/workspace-access.js";
import { changeUser, getUser, listUsers } from "./service.js";

const tags = ["admin"];

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticateAdmin);
  app.addHook("preHandler", app.rateLimits.adminPerUser);

  app.get(
    "/admin/users",
    {
      config: { errors: SIGNED_IN_ERRORS },
      schema: {
        tags,
        security: bearerSecurity,
        querystring: listUsersQuerySchema,
        response: { 200: listUsersReplySchema },
      },
    },
    async (request) => {
      const { users, total } = await listUsers(app.db, request.query);
      return {
        statusCode: 200,
        message: "Users fetched successfully",
        data: users,
        totalCount: total,
      };
    },
  );

  app.get(
    "/admin/users/:id",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "USER_NOT_FOUND"] },
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: getUserReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "User fetched successfully",
      data: await getUser(app.db, request.params.id),
    }),
  );

  app.put(
    "/admin/users",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "USER_NOT_FOUND"] },
      schema: {
        tags,
        security: bearerSecurity,
        body: updateUserBodySchema,
        response: { 200: updateUserReplySchema },
      },
    },
    async (request) => {
      const { user, isStatusChange } = await changeUser(app.db, request.body, actorOf(request));
      return {
        statusCode: 200,
        message: isStatusChange ? "User status updated successfully" : "User updated successfully",
        data: user,
      };
    },
  );
};
