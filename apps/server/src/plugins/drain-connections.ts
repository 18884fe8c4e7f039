import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** How long a connection must have been quiet before a shutdown may close it. */
export const QUIET_BEFORE_CLOSE_MS = 1000;
const SWEEP_EVERY_MS = 50;

/**
 * Drains the kept-alive connections on shutdown without resetting a request.
 *
 * On close, Node's HTTP server drops every connection idle at that instant. A busy client sends
 * its next request right after the last answer, so a connection idle for a microsecond may
 * already carry a request the server has not read: dropping it resets that request, which a
 * load balancer must not retry blindly (it may be a submission). Here the server stops
 * listening at once, but a connection is closed only once it has been quiet for
 * QUIET_BEFORE_CLOSE_MS; a request arriving meanwhile gets Fastify's 503 with
 * `Connection: close`, which a load balancer retries elsewhere. Responses still being sent
 * end first, then their connection is closed the same way, so the close never waits for a
 * keep-alive timeout.
 */
export const drainConnectionsPlugin = fp(async (app: FastifyInstance) => {
  const quietSince = new Map<Socket, number>();
  const busy = new Map<Socket, number>();
  let isClosing = false;
  let sweeper: NodeJS.Timeout | undefined;

  app.server.on("connection", (socket: Socket) => {
    quietSince.set(socket, Date.now());
    socket.once("close", () => {
      quietSince.delete(socket);
      busy.delete(socket);
    });
  });
  app.server.on("request", ({ socket }, response) => {
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once("close", () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      quietSince.set(socket, Date.now());
    });
  });

  function closeQuietConnections() {
    const quietBefore = Date.now() - QUIET_BEFORE_CLOSE_MS;
    for (const [socket, since] of quietSince) {
      if (!busy.has(socket) && since <= quietBefore) socket.destroy();
    }
    if (quietSince.size === 0) clearInterval(sweeper);
  }

  // Node's server.close() calls this to drop the idle connections: they are drained instead.
  app.server.closeIdleConnections = () => {
    sweeper ??= setInterval(closeQuietConnections, SWEEP_EVERY_MS);
    closeQuietConnections();
  };
  app.addHook("preClose", (done) => {
    isClosing = true;
    done();
  });
  app.addHook("onClose", (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
  // A request under way when the shutdown began: its answer asks the client to close.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isClosing && !reply.raw.headersSent) reply.header("connection", "close");
    done(null, payload);
  });
});
