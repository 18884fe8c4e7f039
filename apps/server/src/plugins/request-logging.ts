import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestLogLevel } from "../lib/logger.js";

/** One line per finished request, at the level its outcome deserves (Fastify's own is off). */
export const requestLoggingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onResponse", (request, reply, done) => {
    const level = requestLogLevel(reply.statusCode, app.config.env, reply.elapsedTime);
    request.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      "request completed",
    );
    done();
  });
});
