import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.js";

// Reset links carry a secret in the path; everything else in a URL is safe to log.
const RESET_TOKEN_IN_PATH = /(\/reset-password\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(RESET_TOKEN_IN_PATH, "$1[redacted]");
}

/** pino options: JSON in production, pretty in development, never a secret in a line. */
export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
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
      config.env === "development"
        ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } }
        : undefined,
  };
}
