import { healthReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "200 when the server and its database answer, 503 otherwise",
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        app.databaseOutage.recover();
        return { statusCode: 200, message: "OK", data: { database: "up" as const } };
      } catch (error) {
        app.databaseOutage.report(error);
        return reply.status(503).send({
          statusCode: 503,
          message: "Database unavailable",
          data: { database: "down" as const },
        });
      }
    },
  );
};
