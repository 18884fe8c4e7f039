import { healthReplySchema, messageEnvelopeSchema, readinessReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasBearerToken } from "../../lib/bearer-token.js";
import { reportReadiness, withoutDetail } from "./check-readiness.js";

const tags = ["health"];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags,
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

  app.get(
    "/health/live",
    {
      schema: {
        tags,
        summary: "Liveness: 200 while the process runs, whatever its dependencies do",
        response: { 200: messageEnvelopeSchema },
      },
    },
    async () => ({ statusCode: 200, message: "OK", data: null }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags,
        summary:
          "Readiness: 200 when the database answers, its migrations are applied and file storage is reachable, 503 otherwise; each check's state only to bearers of METRICS_TOKEN (and on METRICS_PORT)",
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (request, reply) => {
      const report = await reportReadiness(app);
      const { token } = app.config.metrics;
      const isOperator =
        token !== undefined && hasBearerToken(request.headers.authorization, token);
      return reply.status(report.statusCode).send(isOperator ? report : withoutDetail(report));
    },
  );
};
