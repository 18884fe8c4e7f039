import {
  createWebhookBodySchema,
  createWebhookReplySchema,
  deleteWebhookReplySchema,
  idParamsSchema,
  listWebhookDeliveriesReplySchema,
  listWebhooksReplySchema,
  resumeWebhookReplySchema,
  rotateWebhookSecretReplySchema,
  testWebhookReplySchema,
  updateWebhookBodySchema,
  updateWebhookReplySchema,
  webhookParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createInFlightLimit } from "../../lib/in-flight-limit.js";
import { WEBHOOK_TIMEOUT_MS } from "../../lib/post-webhook.js";
import { rateLimitedError } from "../../lib/rate-limited.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resumeWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhook,
} from "./service.js";

const tags = ["webhooks"];
const security = [{ bearerAuth: [] }];
/** More than a person testing every webhook of a form in turn ever has waiting at once. */
const WEBHOOK_TESTS_IN_FLIGHT_PER_USER = 5;

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { preHandler: [app.authenticate] };
  const targetDeps = { db, allowPrivate: app.config.webhookAllowPrivate };
  const testsInFlight = createInFlightLimit(
    WEBHOOK_TESTS_IN_FLIGHT_PER_USER * app.config.rateLimitFactor,
    () => rateLimitedError(WEBHOOK_TIMEOUT_MS / 1000),
  );

  app.get(
    "/forms/:id/webhooks",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: listWebhooksReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Webhooks fetched successfully",
      data: await listWebhooks(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
      }),
    }),
  );

  app.post(
    "/forms/:id/webhooks",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "TOO_MANY_WEBHOOKS"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
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
          ownerId: signedInUser(request).id,
          formId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.put(
    "/forms/:id/webhooks/:webhookId",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: webhookParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: updateWebhookReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Webhook updated",
      data: await updateWebhook(targetDeps, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        webhookId: request.params.webhookId,
        changes: request.body,
      }),
    }),
  );

  app.delete(
    "/forms/:id/webhooks/:webhookId",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: webhookParamsSchema,
        response: { 200: deleteWebhookReplySchema },
      },
    },
    async (request) => {
      await deleteWebhook(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        webhookId: request.params.webhookId,
      });
      return { statusCode: 200, message: "Webhook deleted", data: null };
    },
  );

  app.get(
    "/forms/:id/webhooks/:webhookId/deliveries",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: webhookParamsSchema,
        response: { 200: listWebhookDeliveriesReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Deliveries fetched successfully",
      data: await listWebhookDeliveries(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        webhookId: request.params.webhookId,
      }),
    }),
  );

  app.post(
    "/forms/:id/webhooks/:webhookId/secret",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: "Replace the webhook's signing secret; the new one is shown this once",
        params: webhookParamsSchema,
        response: { 200: rotateWebhookSecretReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Signing secret replaced",
      data: await rotateWebhookSecret(db, {
        ownerId: signedInUser(request).id,
        formId: request.params.id,
        webhookId: request.params.webhookId,
      }),
    }),
  );

  app.post(
    "/forms/:id/webhooks/:webhookId/resume",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"] },
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: "Resume a webhook its circuit breaker paused; its waiting deliveries go out",
        params: webhookParamsSchema,
        response: { 200: resumeWebhookReplySchema },
      },
    },
    async (request) => {
      const webhook = await resumeWebhook(db, {
        ownerId: signedInUser(request).id,
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
      config: { errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "WEBHOOK_NOT_FOUND"] },
      preHandler: [app.authenticate, app.rateLimits.webhookTestPerUser],
      schema: {
        tags,
        security,
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
          ownerId: signedInUser(request).id,
          formId: request.params.id,
          webhookId: request.params.webhookId,
        },
      ),
    }),
  );
};
