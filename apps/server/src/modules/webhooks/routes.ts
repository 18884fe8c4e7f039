import {
  createWebhookBodySchema,
  createWebhookReplySchema,
  idParamsSchema,
  listWebhooksReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { createWebhook, listWebhooks } from "./service.js";
import { webhookDeliveryRoutes } from "./webhook-delivery-routes.js";
import { webhookEditRoutes } from "./webhook-edit-routes.js";

const tags = ["webhooks"];

/** A form's webhooks: listing and creating them, and the routes on one. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };
  const targetDeps = { db, allowPrivate: app.config.webhookAllowPrivate };

  app.get(
    "/forms/:id/webhooks",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: listWebhooksReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Webhooks fetched successfully",
      data: await listWebhooks(db, {
        access: accessOf(request),
        formId: request.params.id,
      }),
    }),
  );

  app.post(
    "/forms/:id/webhooks",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "TOO_MANY_WEBHOOKS"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        body: createWebhookBodySchema,
        response: { 201: createWebhookReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Webhook created",
        data: await createWebhook(targetDeps, {
          access: accessOf(request),
          formId: request.params.id,
          body: request.body,
        }),
      }),
  );

  await app.register(webhookEditRoutes);
  await app.register(webhookDeliveryRoutes);
};
