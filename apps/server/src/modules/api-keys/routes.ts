import {
  apiKeyParamsSchema,
  createApiKeyBodySchema,
  createApiKeyReplySchema,
  listApiKeysReplySchema,
  revokeApiKeyReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./service.js";

const tags = ["api keys"];

// No route here declares `apiKeyScope`: a key can never list, create or revoke keys.
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/users/api-keys",
    {
      config: { errors: SIGNED_IN_ERRORS },
      schema: { tags, security: bearerSecurity, response: { 200: listApiKeysReplySchema } },
    },
    async (request) => ({
      statusCode: 200,
      message: "API keys fetched successfully",
      data: await listApiKeys(db, signedInUser(request).id),
    }),
  );

  app.post(
    "/users/api-keys",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "TOO_MANY_API_KEYS", "WORKSPACE_NOT_FOUND"] },
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Create an API key; the answer holds the whole key, shown this once",
        body: createApiKeyBodySchema,
        response: { 201: createApiKeyReplySchema },
      },
      preHandler: [app.rateLimits.apiKeyCreatePerUser],
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "API key created",
        data: await createApiKey(db, { userId: signedInUser(request).id, ...request.body }),
      }),
  );

  app.delete(
    "/users/api-keys/:id",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "API_KEY_NOT_FOUND"] },
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Revoke an API key: it stops working at once",
        params: apiKeyParamsSchema,
        response: { 200: revokeApiKeyReplySchema },
      },
    },
    async (request) => {
      await revokeApiKey(db, { userId: signedInUser(request).id, keyId: request.params.id });
      return { statusCode: 200, message: "API key revoked", data: null };
    },
  );
};
