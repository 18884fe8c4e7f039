import { listRegexQuerySchema, listRegexReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { adminRegexRoutes } from "./admin-routes.js";
import { listPatterns } from "./service.js";

const tags = ["regex"];

/** The patterns' list, for admins and for users picking one in the builder, and the admin's routes. */
export const regexRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/regex",
    {
      config: { errors: SIGNED_IN_ERRORS },
      preHandler: [app.authenticateAdminOrUser],
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Admins: every pattern. Signed-in users: the active ones, for the builder.",
        querystring: listRegexQuerySchema,
        response: { 200: listRegexReplySchema },
      },
    },
    async (request) => {
      const { patterns, total } = await listPatterns(app.db, {
        ...request.query,
        isAdmin: request.sessionAudience === "admin",
      });
      return {
        statusCode: 200,
        message: "Regex patterns fetched successfully",
        data: patterns,
        total,
      };
    },
  );

  await app.register(adminRegexRoutes);
};
