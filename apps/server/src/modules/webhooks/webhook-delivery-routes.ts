import {
  listWebhookDeliveriesReplySchema,
  resumeWebhookReplySchema,
  testWebhookReplySchema,
  webhookParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { createInFlightLimit } from "../../lib/in-flight-limit.js";
import { WEBHOOK_TIMEOUT_MS } from "../../lib/post-webhook.js";
import { rateLimitedError } from "../../lib/rate-limited.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { listWebhookDeliveries, resumeWebhook, sendTestWebhook } from "./service.js";

const tags = ["webhooks"];
/** More than a person testing every webhook of a form in turn ever has waiting at once. */
const WEBHOOK_TESTS_IN_FLIGHT_PER_USER = 5;

/** One webhook's deliveries: reading them, resuming a paused webhook, sending a test. */
export const webhookDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };
  const testsInFlight = createInFlightLimit(
    WEBHOOK_TESTS_IN_FLIGHT_PER_USER * app.config.rateLimitFactor,
    () => rateLimitedError(WEBHOOK_TIMEOUT_MS / 1000),
  );

  app.get(
    "/forms/:id/webhooks/:webhookId/deliveries",
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
        response: { 200: listWebhookDeliveriesReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Deliveries fetched successfully",
      data: await listWebhookDeliveries(db, {
        access: accessOf(request),
        formId: request.params.id,
        webhookId: request.params.webhookId,
      }),
    }),
  );

  app.post(
    "/forms/:id/webhooks/:webhookId/resume",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"],
      },
      ...ownerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Resume a webhook its circuit breaker paused; its waiting deliveries go out",
        params: webhookParamsSchema,
        response: { 200: resumeWebhookReplySchema },
      },
    },
    async (request) => {
      const webhook = await resumeWebhook(db, {
        access: accessOf(request),
        formId: request.params.id,
        webhookId: request.params.webhookId,
      });
      app.jobs.wake();
      return { statusCode: 200, message: "Webhook resumed", data: webhook };
    },
  );

  app.post(
    "/forms/:id/webhooks/:webhookId/test",
    {
      config: {
        workspaceAction: "webhooks.manage",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"],
      },
      preHandler: [app.authenticate, app.rateLimits.webhookTestPerUser],
      schema: {
        tags,
        security: bearerSecurity,
        params: webhookParamsSchema,
        response: { 200: testWebhookReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Test sent",
      data: await sendTestWebhook(
        { ...app.jobs.webhookDeps, testsInFlight },
        {
          access: accessOf(request),
          formId: request.params.id,
          webhookId: request.params.webhookId,
        },
      ),
    }),
  );
};
