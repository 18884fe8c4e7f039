import {
  deleteWebhookReplySchema,
  rotateWebhookSecretReplySchema,
  updateWebhookBodySchema,
  updateWebhookReplySchema,
  webhookParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { deleteWebhook, rotateWebhookSecret, updateWebhook } from "./service.js";

const tags = ["webhooks"];

/** Editing one webhook: its target and events, deleting it, rotating its secret. */
export const webhookEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };
  const targetDeps = { db, allowPrivate: app.config.webhookAllowPrivate };

  app.put(
    "/forms/:id/webhooks/:webhookId",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: webhookParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: updateWebhookReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Webhook updated",
      data: await updateWebhook(targetDeps, {
        access: accessOf(request),
        formId: request.params.id,
        webhookId: request.params.webhookId,
        changes: request.body,
      }),
    }),
  );

  app.delete(
    "/forms/:id/webhooks/:webhookId",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        params: webhookParamsSchema,
        response: { 200: deleteWebhookReplySchema },
      },
    },
    async (request) => {
      await deleteWebhook(db, {
        access: accessOf(request),
        formId: request.params.id,
        webhookId: request.params.webhookId,
      });
      return { statusCode: 200, message: "Webhook deleted", data: null };
    },
  );

  app.post(
    "/forms/:id/webhooks/:webhookId/secret",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Replace the webhook's signing secret; the new one is shown this once",
        params: webhookParamsSchema,
        response: { 200: rotateWebhookSecretReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Signing secret replaced",
      data: await rotateWebhookSecret(db, {
        access: accessOf(request),
        formId: request.params.id,
        webhookId: request.params.webhookId,
      }),
    }),
  );
};
