import type { AnswerIssue } from "@formloom/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "../lib/app-error.js";
import { describeDatabaseError, isDatabaseUnavailable } from "../lib/database-failures.js";
import { databaseOutagePlugin } from "./database-outage.js";

const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a moment.";

type ErrorBody = {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  answerIssues?: Record<string, AnswerIssue>;
  twoFactorToken?: string;
};

// Fastify's own refusals carry no code of ours: named by their status.
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  404: "ROUTE_NOT_FOUND",
  413: "REQUEST_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

function frameworkCode(statusCode: number): ErrorCode {
  return FRAMEWORK_CODES[statusCode] ?? "MALFORMED_REQUEST";
}

// Headers a route or the compression hook set for the payload that failed (a file's type and
// name, the encoding of a compressed stream): the envelope replacing it is plain JSON.
const PAYLOAD_HEADERS = [
  "content-type",
  "content-disposition",
  "content-encoding",
  "content-length",
];

/**
 * One place turning every thrown error into the envelope
 * `{ statusCode, code, message, errors?, answerIssues?, twoFactorToken? }`:
 * an AppError's code picks its status from ERROR_STATUS, and only a 4xx keeps its message.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(databaseOutagePlugin);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    for (const name of PAYLOAD_HEADERS) reply.removeHeader(name);
    if (isDatabaseUnavailable(error)) {
      app.databaseOutage.report(error);
      const statusCode = ERROR_STATUS.DATABASE_UNAVAILABLE;
      return reply
        .status(statusCode)
        .header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ statusCode, code: "DATABASE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header("Retry-After", String(error.retryAfterSeconds));
    }
    const body = toErrorBody(error);
    if (body.statusCode >= 500) {
      // A failed query's own message lists its parameters: log its driver error instead.
      request.log.error({ err: describeDatabaseError(error) ?? error }, "request failed");
    }
    return reply.status(body.statusCode).send(body);
  });
});

function toErrorBody(error: FastifyError | AppError): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: ERROR_STATUS[error.code],
      code: error.code,
      message: error.message,
      errors: error.errors,
      answerIssues: error.answerIssues,
      twoFactorToken: error.twoFactorToken,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      errors[field] ??= issue.message ?? "Invalid value";
    }
    const first = Object.values(errors)[0];
    return {
      statusCode: ERROR_STATUS.VALIDATION_FAILED,
      code: "VALIDATION_FAILED",
      message: first ?? "Invalid request",
      errors,
    };
  }
  const statusCode = error.statusCode ?? 500;
  // Fastify's own 4xx errors (malformed JSON, body too large, wrong content type) are safe to show.
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, code: frameworkCode(statusCode), message: error.message };
  }
  return {
    statusCode: ERROR_STATUS.INTERNAL_ERROR,
    code: "INTERNAL_ERROR",
    message: "Internal Server Error",
  };
}

/**
 * The router's own refusals (a broken %-escape, a path part past its length), which never reach
 * the error handler: in our envelope too, not in Fastify's with its internal error code.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode ?? 400;
  reply
    .status(statusCode)
    .send({ statusCode, code: frameworkCode(statusCode), message: error.message });
}
