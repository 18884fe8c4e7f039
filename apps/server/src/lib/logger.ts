import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.js";

// Reset links carry a secret in the path; everything else in a URL is safe to log.
const RESET_TOKEN_IN_PATH = /(\/reset-password\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(RESET_TOKEN_IN_PATH, "$1[redacted]");
}

/**
 * pino options: JSON for log collectors, pretty in development or on a terminal, never a
 * secret in a line.
 */
export function loggerOptions(
  config: Config,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions["logger"] {
  if (config.logLevel === "silent") return false;
  return {
    level: config.logLevel,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    transport:
      config.env === "development" || isTerminal
        ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } }
        : undefined,
  };
}

const SERVICE_UNAVAILABLE = 503;

export const SLOW_REQUEST_MS = 1_000;

/**
 * The level a finished request is logged at: a server error always shows, and so does a request
 * slower than a second; routine traffic shows in development and stays at debug in production,
 * where it would drown the log and cost the hot path its CPU. A 503 is the database being away,
 * which the outage log reports once, not per request.
 */
export function requestLogLevel(
  statusCode: number,
  env: Config["env"],
  responseTimeMs = 0,
): "error" | "warn" | "info" | "debug" {
  if (statusCode >= 500 && statusCode !== SERVICE_UNAVAILABLE) return "error";
  if (responseTimeMs > SLOW_REQUEST_MS) return "warn";
  return env === "development" ? "info" : "debug";
}
