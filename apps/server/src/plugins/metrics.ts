import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from "../lib/metrics.js";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics at GET /metrics: on the main port to bearers of METRICS_TOKEN, and alone on
 * METRICS_PORT (meant for a private network, so without a token). Configured neither way, the
 * path is a plain 404: request counts, routes and queue depths are not for the public.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  // Read when scraped: the shared Redis is connected by a plugin registered after this one.
  const metrics = createMetrics(
    app.database,
    app.config.redis ? () => app.sharedRedis?.mode() : undefined,
  );
  app.decorate("metrics", metrics);
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  const { token, port } = app.config.metrics;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) {
      return reply.status(404).send({ statusCode: 404, message: "Route GET /metrics not found" });
    }
    if (!hasBearer(request, token)) {
      return reply
        .status(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .send({ statusCode: 401, message: "The metrics token is missing or wrong" });
    }
    return sendMetrics(metrics, reply);
  });

  if (port !== undefined) {
    const server = createMetricsServer(metrics);
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

function hasBearer(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !given) return false;
  // Compared as digests: equal lengths for timingSafeEqual, and no timing clue to the token.
  return timingSafeEqual(digest(given), digest(token));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** The listener of METRICS_PORT: /metrics and nothing else. */
function createMetricsServer(metrics: Metrics): Server {
  return createServer((request, response) => {
    const pathname = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" || pathname !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        response
          .writeHead(200, {
            "Content-Type": metrics.registry.contentType,
            "Cache-Control": "no-store",
          })
          .end(body);
      },
      () => {
        response.writeHead(500).end();
      },
    );
  });
}
