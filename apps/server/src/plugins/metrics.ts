import { createServer, type Server, type ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasBearerToken } from "../lib/bearer-token.js";
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from "../lib/metrics.js";
import { type ReadinessReport, reportReadiness } from "../modules/health/check-readiness.js";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics at GET /metrics: on the main port to bearers of METRICS_TOKEN, and alone on
 * METRICS_PORT (meant for a private network, so without a token), beside GET /health/ready with
 * each check's state. Configured neither way, the
 * path is a plain 404: request counts, routes and queue depths are not for the public.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  // Read when scraped: the shared Redis is connected by a plugin registered after this one.
  const metrics = createMetrics(
    app.database,
    app.config.redis ? () => app.sharedRedis?.mode() : undefined,
  );
  app.decorate("metrics", metrics);
  // Callback style, as on every hook that runs for each request: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  const { token, port } = app.config.metrics;
  const errors = ["ROUTE_NOT_FOUND", "METRICS_TOKEN_INVALID"] as const;
  app.get("/metrics", { config: { errors }, schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) {
      return reply.status(404).send({
        statusCode: 404,
        code: "ROUTE_NOT_FOUND",
        message: "Route GET /metrics not found",
      });
    }
    if (!hasBearerToken(request.headers.authorization, token)) {
      return reply.status(401).header("WWW-Authenticate", 'Bearer realm="metrics"').send({
        statusCode: 401,
        code: "METRICS_TOKEN_INVALID",
        message: "The metrics token is missing or wrong",
      });
    }
    return sendMetrics(metrics, reply);
  });

  if (port !== undefined) {
    const server = createMetricsServer(metrics, () => reportReadiness(app));
    app.addHook("onReady", async () => {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, app.config.host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      app.log.info(`Metrics served at http://${app.config.host}:${port}/metrics`);
    });
    app.addHook("preClose", async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  }
});

async function sendMetrics(metrics: Metrics, reply: FastifyReply) {
  const body = await metrics.registry.metrics();
  return reply.type(metrics.registry.contentType).header("Cache-Control", "no-store").send(body);
}

/** The listener of METRICS_PORT: /metrics and the detailed readiness, nothing else. */
function createMetricsServer(
  metrics: Metrics,
  checkReadiness: () => Promise<ReadinessReport>,
): Server {
  const answer = (response: ServerResponse, status: number, type: string, body: string) =>
    response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
  const routes = new Map<string, (response: ServerResponse) => Promise<unknown>>([
    [
      "/metrics",
      async (response) =>
        answer(response, 200, metrics.registry.contentType, await metrics.registry.metrics()),
    ],
    [
      "/health/ready",
      async (response) => {
        const report = await checkReadiness();
        answer(
          response,
          report.statusCode,
          "application/json; charset=utf-8",
          JSON.stringify(report),
        );
      },
    ],
  ]);
  return createServer((request, response) => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "";
    const route = request.method === "GET" ? routes.get(pathname) : undefined;
    if (!route) {
      answer(response, 404, "text/plain; charset=utf-8", "Not found\n");
      return;
    }
    route(response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}
