import { listRegexQuerySchema, listRegexReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listPatterns } from "./repo.js";
import { toRegexDto } from "./to-regex-dto.js";

const tags = ["regex"];
const security = [{ bearerAuth: [] }];

export const regexRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/regex",
    {
      preHandler: [app.authenticateAdminOrUser],
      schema: {
        tags,
        security,
        summary: "Admins: every pattern. Signed-in users: the active ones, for the builder.",
        querystring: listRegexQuerySchema,
        response: { 200: listRegexReplySchema },
      },
    },
    async (request) => {
      const { rows, total } = await listPatterns(app.db, {
        ...request.query,
        activeOnly: request.sessionAudience !== "admin",
      });
      return {
        statusCode: 200,
        message: "Regex patterns fetched successfully",
        data: rows.map(toRegexDto),
        total,
      };
    },
  );
};
