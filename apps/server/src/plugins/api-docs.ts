import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  answerIssueSchema,
  roleMay,
  WORKSPACE_ROLES,
  type WorkspaceAction,
} from "@formloom/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ErrorCode } from "../lib/app-error.js";
import { errorCodesByStatus, routeErrorCodes } from "../lib/route-errors.js";
import { API_DOCS_THEME } from "./api-docs-theme.js";

const API_KEY_DESCRIPTION = [
  "An API key made on the profile page, sent as `Authorization: Bearer flk_…`.",
  "It works only on the operations that list this scheme: a `read` key lists and reads forms,",
  "lists, summarises and exports responses; a `read-write` key also creates and updates forms.",
  "Every other route answers 403. A revoked, expired or malformed key gets 401;",
  "each key may make 120 requests a minute, then gets 429 with `Retry-After`.",
].join(" ");

/** Which roles may call a workspace route, said in its description and `x-workspace-action`. */
function workspaceRoleNote(action: WorkspaceAction | undefined) {
  if (!action) return {};
  const roles = WORKSPACE_ROLES.filter((role) => roleMay(role, action));
  return {
    "x-workspace-action": action,
    note: `Members of the workspace whose role is ${roles.join(", ")} may call this (\`${action}\`).`,
  };
}

/**
 * Each operation lists its error answers with their codes, routes that take API keys
 * (`config.apiKeyScope`) list the key scheme beside the session, and workspace routes name the
 * action they take and the roles that may.
 */
const transform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const scope = input.route.config?.apiKeyScope;
  const { note, ...extension } = workspaceRoleNote(input.route.config?.workspaceAction);
  const description = [
    transformed.schema.description,
    note,
    scope && `API keys with the \`${scope}\` scope may call this.`,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      ...extension,
      ...(description ? { description } : {}),
      ...(scope ? { security: [...(transformed.schema.security ?? []), { apiKey: [] }] } : {}),
      response: { ...errorResponses(input.route), ...(transformed.schema.response as object) },
    },
  };
};

function errorResponses(route: Parameters<typeof routeErrorCodes>[0]) {
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of errorCodesByStatus(routeErrorCodes(route))) {
    responses[status] = {
      description: `Refused: ${codes.join(", ")}`,
      ...errorEnvelopeJsonSchema(codes),
    };
  }
  return responses;
}

/** `answerIssues` of an INVALID_ANSWERS refusal: question id → the code and parameters. */
const ANSWER_ISSUES_JSON_SCHEMA = {
  ...z.toJSONSchema(z.record(z.string(), answerIssueSchema), {
    io: "output",
    target: "openapi-3.0",
  }),
  description:
    "Question id → what is wrong with its answer, as a stable code and its parameters (e.g. TOO_LONG with { max }), for a page to say in its own language; `errors` holds the same in English.",
};

/**
 * The failure envelope `{ statusCode, code, message, errors?, answerIssues? }` with this answer's
 * codes; `answerIssues` only where INVALID_ANSWERS is one of them.
 */
function errorEnvelopeJsonSchema(codes: readonly ErrorCode[]) {
  return {
    type: "object",
    required: ["statusCode", "code", "message"],
    properties: {
      statusCode: { type: "integer" },
      code: { type: "string", enum: codes },
      message: { type: "string" },
      errors: { type: "object", additionalProperties: { type: "string" } },
      ...(codes.includes("INVALID_ANSWERS") && { answerIssues: ANSWER_ISSUES_JSON_SCHEMA }),
    },
  };
}

/** The OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Formloom API",
        // The heading keeps the page's outline whole: Swagger UI heads each group of operations
        // with a third-level heading under the title.
        description:
          "Build forms and quizzes, share them by link, read the responses.\n\n## Operations\n\nGrouped by area: open one to read its parameters and answers, or try it.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "flk_ API key",
            description: API_KEY_DESCRIPTION,
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    theme: API_DOCS_THEME,
    // A deep link inside each operation's button is a control nested in a control.
    uiConfig: { deepLinking: false },
  });
});
