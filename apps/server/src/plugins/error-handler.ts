import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.js";

type ErrorBody = { statusCode: number; message: string; errors?: Record<string, string> };

/** One place turning every thrown error into the envelope `{ statusCode, message, errors? }`. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
    }
    return reply.status(body.statusCode).send(body);
  });
});

function toErrorBody(error: FastifyError | AppError): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, message: error.message, errors: error.errors };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      errors[field] ??= issue.message ?? "Invalid value";
    }
    const first = Object.values(errors)[0];
    return { statusCode: 400, message: first ?? "Invalid request", errors };
  }
  const statusCode = error.statusCode ?? 500;
  // Fastify's own 4xx errors (malformed JSON, body too large, wrong content type) are safe to show.
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: error.message };
  }
  return { statusCode: 500, message: "Internal Server Error" };
}
