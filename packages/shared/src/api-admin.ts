import { z } from "zod";
import {
  adminNameSchema,
  type RegexForm,
  regexErrorMessageSchema,
  regexTitleSchema,
} from "./admin-schemas";
import {
  countSchema,
  createEnvelopeSchema,
  messageEnvelopeSchema,
  pagingQuerySchema,
} from "./api-envelope";
import { REGEX_MAX_LENGTH_MAX, REGEX_PATTERN_MAX, REGEX_TITLE_MAX } from "./constants";
import { idSchema, regexPatternSchema, userSchema } from "./entities";
import { ADMIN_MESSAGES, REGEX_MESSAGES } from "./messages";
import { toStoredRegex } from "./regex-literal";
import { storableString } from "./storable-text";

// Admin calls of SPEC §7 (already under /api, Bearer admin token).

// A pattern as stored: no slashes, flags inline (regex-literal.ts). The server still
// compiles it with re2js and refuses catastrophic backtracking before saving.
export const storedRegexSchema = storableString({ error: REGEX_MESSAGES.patternRequired })
  .trim()
  .min(1, REGEX_MESSAGES.patternRequired)
  .max(REGEX_PATTERN_MAX, REGEX_MESSAGES.patternTooLong);

// Fields the spec's create call sends with fixed values (name, type 'default',
// maxLength 0, isRequired false, active null); all optional.
const regexExtraFields = {
  name: storableString().trim().max(REGEX_TITLE_MAX).optional(),
  type: storableString().trim().max(50).optional(),
  maxLength: z.number().int().min(0).max(REGEX_MAX_LENGTH_MAX).optional(),
  isRequired: z.boolean().optional(),
};

function hasChangeBesidesId(body: Record<string, unknown>): boolean {
  return Object.entries(body).some(([key, value]) => key !== "_id" && value !== undefined);
}

// GET /api/admin/regex?page&limit&search (the builder asks for limit 100)
export const listRegexQuerySchema = pagingQuerySchema;
export const listRegexReplySchema = createEnvelopeSchema(z.array(regexPatternSchema), {
  total: countSchema,
});

// GET /api/admin/regex/{id}
export const getRegexReplySchema = createEnvelopeSchema(regexPatternSchema);

// POST /api/admin/regex
export const createRegexBodySchema = z.object({
  title: regexTitleSchema,
  regex: storedRegexSchema,
  errorMessage: regexErrorMessageSchema,
  active: z.boolean().nullable().optional(),
  ...regexExtraFields,
});
export const createRegexReplySchema = createEnvelopeSchema(regexPatternSchema);

// The create call as the spec sends it: any Max Length is already inside the pattern.
export function toCreateRegexBody(form: RegexForm): z.input<typeof createRegexBodySchema> {
  return {
    title: form.title,
    regex: toStoredRegex(form.regex) ?? form.regex,
    name: form.title,
    type: "default",
    maxLength: 0,
    isRequired: false,
    active: null,
    errorMessage: form.errorMessage,
  };
}

// PUT /api/admin/regex: _id plus the changed fields only, or _id and active.
export const updateRegexBodySchema = z
  .object({
    _id: idSchema,
    title: regexTitleSchema.optional(),
    regex: storedRegexSchema.optional(),
    errorMessage: regexErrorMessageSchema.optional(),
    active: z.boolean().optional(),
    ...regexExtraFields,
  })
  .refine(hasChangeBesidesId, REGEX_MESSAGES.noChanges);
export const updateRegexReplySchema = createEnvelopeSchema(regexPatternSchema);

// DELETE /api/admin/regex/{id}
export const deleteRegexReplySchema = messageEnvelopeSchema;

// GET /api/admin/users?page&limit&search
export const listUsersQuerySchema = pagingQuerySchema;
export const listUsersReplySchema = createEnvelopeSchema(z.array(userSchema), {
  totalCount: countSchema,
});

// GET /api/admin/users/{id}
export const getUserReplySchema = createEnvelopeSchema(userSchema);

// PUT /api/admin/users: {_id, name} or {_id, active}; the email is read-only.
export const updateUserBodySchema = z
  .object({ _id: idSchema, name: adminNameSchema.optional(), active: z.boolean().optional() })
  .refine(hasChangeBesidesId, ADMIN_MESSAGES.noChanges);
export const updateUserReplySchema = createEnvelopeSchema(userSchema);

export type CreateRegexBody = z.infer<typeof createRegexBodySchema>;
export type UpdateRegexBody = z.infer<typeof updateRegexBodySchema>;
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
