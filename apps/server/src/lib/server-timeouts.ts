import type { Config } from "../config.js";

/**
 * Fastify's socket settings, so a client that sends its body slowly or never cannot hold a
 * connection (and its descriptor) for ever:
 * - requestTimeout: the whole request, headers and body, must arrive within this time
 *   (2 min by default: a 5 MB upload at 350 kbit/s); Node answers 408 and closes.
 * - connectionTimeout: a socket silent this long in the middle of a request is closed
 *   (30 s by default), long before the request timeout when a client simply stops.
 * - keepAliveTimeout: an idle connection between requests is kept this long (72 s by default,
 *   longer than the 60 s idle timeout of common load balancers, so they never reuse one we
 *   are closing).
 * Node checks the request and header deadlines on a timer (every 30 s by default): it runs
 * here at a tenth of the request timeout, at most every second, so a deadline holds.
 */
export function serverTimeoutOptions({ requestMs, idleMs, keepAliveMs }: Config["timeouts"]) {
  const headersMs = Math.min(requestMs, 60_000);
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestMs / 10))),
    },
  };
}
