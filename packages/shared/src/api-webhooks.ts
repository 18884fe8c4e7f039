import { z } from "zod";
import { createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import { idSchema, timestampSchema } from "./entities";
import { storableString } from "./storable-text";
import { hasSpaceOrControl, isWebAddress } from "./web-address";

// Webhooks of one form (served under /api/forms/{id}/webhooks) and what each delivery sends.

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOKS_PER_FORM_MAX = 10;
export const WEBHOOK_DELIVERIES_KEPT = 50;
export const WEBHOOK_EVENT_RESPONSE_CREATED = "response.created";
export const WEBHOOK_EVENT_TEST = "ping";

// "standard" sends Formloom's signed JSON; "slack" and "discord" take an incoming-webhook address
// of that service and post a readable message in its format.
export const WEBHOOK_KINDS = ["standard", "slack", "discord"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_MESSAGES = {
  urlRequired: "Enter the address that receives the webhook",
  urlTooLong: `The webhook address must be at most ${WEBHOOK_URL_MAX} characters`,
  urlNotHttp: "The webhook address must start with http:// or https://",
  urlHasSpaces: "The webhook address cannot contain spaces, tabs or line breaks",
  urlPrivate:
    "This address leads to a private or local network; a webhook can reach only public addresses",
  tooMany: `A form can have at most ${WEBHOOKS_PER_FORM_MAX} webhooks`,
  notFound: "Webhook not found",
} as const;

const webhookUrlSchema = storableString()
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => !hasSpaceOrControl(value), WEBHOOK_MESSAGES.urlHasSpaces)
  .refine((value) => isWebAddress(value, ["http:", "https:"]), WEBHOOK_MESSAGES.urlNotHttp);

export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  kind: z.enum(WEBHOOK_KINDS).default("standard"),
  isActive: z.boolean().default(true),
});
export const updateWebhookBodySchema = z
  .object({ url: webhookUrlSchema, isActive: z.boolean() })
  .partial();

export const webhookParamsSchema = z.object({ id: idSchema, webhookId: idSchema });

export const webhookDeliverySchema = z.object({
  // webhook-id and X-Formloom-Delivery: the same on every attempt of one delivery.
  deliveryId: idSchema,
  event: z.string(),
  attempt: z.number().int().min(1),
  // Null when no answer came (refused address, timeout, connection error).
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  isSuccess: z.boolean(),
  createdAt: timestampSchema,
});

export const webhookSchema = z.object({
  _id: idSchema,
  formId: idSchema,
  url: z.string(),
  kind: z.enum(WEBHOOK_KINDS),
  isActive: z.boolean(),
  // Failed deliveries in a row; a success starts again from none.
  consecutiveFailures: z.number().int().min(0),
  // Set when so many deliveries failed that the webhook was paused: its deliveries wait until
  // the owner resumes it. The reason is the last failure's error.
  pausedAt: timestampSchema.nullable(),
  pauseReason: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  lastDelivery: webhookDeliverySchema.nullable(),
});

// The secret is shown once, in the answer to its creation or to its rotation.
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

export const createWebhookReplySchema = createEnvelopeSchema(createdWebhookSchema);
export const listWebhooksReplySchema = createEnvelopeSchema(z.array(webhookSchema));
export const updateWebhookReplySchema = createEnvelopeSchema(webhookSchema);
export const deleteWebhookReplySchema = messageEnvelopeSchema;
export const rotateWebhookSecretReplySchema = createEnvelopeSchema(createdWebhookSchema);
export const resumeWebhookReplySchema = createEnvelopeSchema(webhookSchema);
export const testWebhookReplySchema = createEnvelopeSchema(webhookDeliverySchema);
export const listWebhookDeliveriesReplySchema = createEnvelopeSchema(
  z.array(webhookDeliverySchema),
);

export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;
export type UpdateWebhookBody = z.output<typeof updateWebhookBodySchema>;
export type Webhook = z.infer<typeof webhookSchema>;
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
