import { z } from "zod";
import { createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import { idSchema, timestampSchema } from "./entities";
import { storableString } from "./storable-text";

// The signed-in user's API keys (served under /api/users/api-keys). A key is sent as
// `Authorization: Bearer flk_…` and works only on the routes that declare a scope for it.

export const API_KEY_PREFIX = "flk_";
export const API_KEY_NAME_MAX = 100;
export const API_KEYS_PER_USER_MAX = 20;
export const API_KEY_SCOPES = ["read", "read-write"] as const;
export const API_KEY_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const API_KEY_MESSAGES = {
  nameRequired: "Enter a name for the key",
  nameTooLong: `The name must be at most ${API_KEY_NAME_MAX} characters`,
  scopeInvalid: "Choose read or read-write",
  expiryInvalid: `Choose an expiry of ${API_KEY_EXPIRY_DAYS.join(", ")} days, or none`,
  tooMany: `An account can have at most ${API_KEYS_PER_USER_MAX} API keys`,
  notFound: "API key not found",
  invalid: "This API key is not valid: it is malformed, revoked or expired",
  notAllowed: "API keys cannot be used here; sign in to do this",
  readOnly: "This API key can only read; use a read-write key to create or change forms",
} as const;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, API_KEY_MESSAGES.scopeInvalid);

export const createApiKeyBodySchema = z.object({
  name: storableString()
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scope: apiKeyScopeSchema,
  // Days from now; null or left out: the key never expires.
  expiresInDays: z
    .literal([...API_KEY_EXPIRY_DAYS], API_KEY_MESSAGES.expiryInvalid)
    .nullable()
    .default(null),
  // The one workspace the key may reach; null or left out: every workspace of its user.
  workspaceId: idSchema.nullable().default(null),
});

export const apiKeyParamsSchema = z.object({ id: idSchema });

export const apiKeySchema = z.object({
  _id: idSchema,
  name: z.string(),
  scope: apiKeyScopeSchema,
  // The key's first characters, enough to tell keys apart; never the whole key.
  prefix: z.string(),
  workspaceId: idSchema.nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  lastUsedAt: timestampSchema.nullable(),
});

// The key itself is shown once, in the answer to its creation.
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const createApiKeyReplySchema = createEnvelopeSchema(createdApiKeySchema);
export const listApiKeysReplySchema = createEnvelopeSchema(z.array(apiKeySchema));
export const revokeApiKeyReplySchema = messageEnvelopeSchema;

export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
