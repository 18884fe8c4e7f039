import {
  createRegexBodySchema,
  createRegexReplySchema,
  deleteRegexReplySchema,
  getRegexReplySchema,
  idParamsSchema,
  updateRegexBodySchema,
  updateRegexReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { actorOf } from "../../lib/workspace-access.js";
import { changePattern, createPattern, getPattern, removePattern } from "./service.js";

const tags = ["regex"];

/** The admin's management of patterns: read, create, change, delete. */
export const adminRegexRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { preHandler: [app.authenticateAdmin, app.rateLimits.adminPerUser] };

  app.get(
    "/admin/regex/:id",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "PATTERN_NOT_FOUND"] },
      ...adminOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: getRegexReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Regex pattern fetched successfully",
      data: await getPattern(app.db, request.params.id),
    }),
  );

  app.post(
    "/admin/regex",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "UNSAFE_PATTERN"] },
      ...adminOnly,
      schema: {
        tags,
        security: bearerSecurity,
        body: createRegexBodySchema,
        response: { 201: createRegexReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Regex pattern created successfully",
        data: await createPattern(app.db, request.body, actorOf(request)),
      }),
  );

  app.put(
    "/admin/regex",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "PATTERN_NOT_FOUND", "UNSAFE_PATTERN"] },
      ...adminOnly,
      schema: {
        tags,
        security: bearerSecurity,
        body: updateRegexBodySchema,
        response: { 200: updateRegexReplySchema },
      },
    },
    async (request) => {
      const { pattern, isStatusOnly } = await changePattern(app.db, request.body, actorOf(request));
      return {
        statusCode: 200,
        message: isStatusOnly
          ? "Status updated successfully"
          : "Regex pattern updated successfully",
        data: pattern,
      };
    },
  );

  app.delete(
    "/admin/regex/:id",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "PATTERN_NOT_FOUND"] },
      ...adminOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: deleteRegexReplySchema },
      },
    },
    async (request) => {
      await removePattern(app.db, request.params.id, actorOf(request));
      return { statusCode: 200, message: "Regex pattern deleted successfully", data: null };
    },
  );
};
