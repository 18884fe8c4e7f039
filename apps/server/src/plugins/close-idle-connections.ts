import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Lets a graceful shutdown end as soon as its last response has gone. On close the HTTP server
 * drops the keep-alive connections that are idle at that moment, but a connection whose
 * response is still being sent becomes idle only afterwards, and would then hold the close
 * open until its keep-alive timeout (72 s, beyond the 10 s the shutdown allows). So: responses
 * not yet started ask the client to close the connection, and each response that ends during
 * the shutdown drops the connections it left idle.
 */
export const closeIdleConnectionsPlugin = fp(async (app: FastifyInstance) => {
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  // Every request passes these two: callback hooks, so no promise is made for them.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isClosing && !reply.raw.headersSent) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onResponse", (_request, _reply, done) => {
    // After Node has marked the connection idle, which it does once the response has finished.
    if (isClosing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
});
