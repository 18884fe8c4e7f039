import { z } from "zod";
import { ANSWER_ISSUE_CODES } from "./answer-issues";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT, SEARCH_MAX } from "./constants";
import { idSchema } from "./entities";
import { ERROR_CODES } from "./error-codes";
import { storableString } from "./storable-text";

// The body envelope of DESIGN §4, paging and path parameters shared by every route.
// Response schemas hold no transforms: fastify-type-provider-zod encodes replies with them.

const statusCodeSchema = z.number().int().min(100).max(599);

// Success: { statusCode, message, data, ...listFields }, e.g. createEnvelopeSchema(
// z.array(formSummarySchema), { total: countSchema }) for GET /api/forms.
export function createEnvelopeSchema<
  Data extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(dataSchema: Data, listFields?: Extra) {
  return z
    .object({ statusCode: statusCodeSchema, message: z.string(), data: dataSchema })
    .extend((listFields ?? {}) as Extra);
}

// For calls whose answer carries only a message.
export const messageEnvelopeSchema = createEnvelopeSchema(z.null());

// What is wrong with one answer (answer-issues.ts), for a page to say in its own language.
export const answerIssueSchema = z.object({
  code: z.enum(ANSWER_ISSUE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

// Failure: { statusCode, code, message, errors?, answerIssues?, twoFactorToken? }; `errors` maps field names to
// messages; `answerIssues` (INVALID_ANSWERS) maps question ids to the issue of their answer.
export const errorEnvelopeSchema = z.object({
  statusCode: statusCodeSchema,
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  answerIssues: z.record(z.string(), answerIssueSchema).optional(),
  /** TWO_FACTOR_REQUIRED: sent back with a code to finish signing in. */
  twoFactorToken: z.string().optional(),
});

export const countSchema = z.number().int().min(0);

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_SIZE),
  search: storableString().trim().max(SEARCH_MAX).optional(),
});

// Dashboard-level calls name their workspace; without it, the caller's personal workspace.
export const workspaceQuerySchema = z.object({ workspace: idSchema.optional() });

export const idParamsSchema = z.object({ id: idSchema });
export const formIdParamsSchema = z.object({ formId: idSchema });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type PagingQuery = z.infer<typeof pagingQuerySchema>;
export type Envelope<Data, Extra extends object = object> = {
  statusCode: number;
  message: string;
  data: Data;
} & Extra;
