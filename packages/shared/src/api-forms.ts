import { z } from "zod";
import {
  countSchema,
  createEnvelopeSchema,
  messageEnvelopeSchema,
  pagingQuerySchema,
  workspaceQuerySchema,
} from "./api-envelope";
import { formDraftSchema } from "./builder-schemas";
import {
  formSchema,
  formSettingsSchema,
  formSummarySchema,
  formTextsSchema,
  formVersionSchema,
  idSchema,
  publicFormSchema,
  timestampSchema,
} from "./entities";
import { languageCodeSchema } from "./form-languages";
import { formSettingsPatchSchema } from "./form-settings";
import { FORM_TEXT_KEY_MAX, TRANSLATED_TEXT_MAX, TRANSLATIONS_MESSAGES } from "./form-translations";
import { blockedSubmissionsSchema, spamCheckStartSchema } from "./spam-protection";
import { storableString } from "./storable-text";

// Form calls of SPEC §7, served under /api (DESIGN §4). Path ids use idParamsSchema.

// POST /api/forms and PUT /api/forms/{id}. The spec's createdAt and responses fields
// are not part of the body: the server sets them, and unknown keys are stripped.
export const saveFormBodySchema = formDraftSchema;
export const saveFormReplySchema = createEnvelopeSchema(formSchema);

// PUT /api/forms/{id}/status
export const updateFormStatusBodySchema = z.object({ isPublic: z.boolean() });
export const updateFormStatusReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, isPublic: z.boolean() }),
);

// PUT /api/forms/{id}/settings: the fields given change, the others stay; never a new version.
export const updateFormSettingsBodySchema = formSettingsPatchSchema;
export const updateFormSettingsReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, settings: formSettingsSchema }),
);

// PUT /api/forms/{id}/translations/{language}: one added language's translations, replaced
// whole; a blank text is dropped (missing). Never a new version. Each key must be one of the
// form's current texts (form-texts.ts) and each text fit that field's limit.
export const translationParamsSchema = z.object({
  id: idSchema,
  language: languageCodeSchema,
});
export const saveTranslationsBodySchema = z.object({
  texts: z.record(
    z.string().max(FORM_TEXT_KEY_MAX),
    storableString().trim().max(TRANSLATED_TEXT_MAX, TRANSLATIONS_MESSAGES.textTooLong),
    // A key schema's own message is replaced by zod's "Invalid key in record".
    {
      error: (issue) =>
        issue.code === "invalid_key" ? TRANSLATIONS_MESSAGES.keyTooLong : undefined,
    },
  ),
});
export const saveTranslationsReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, language: languageCodeSchema, texts: formTextsSchema }),
);

// POST /api/forms/{id}/release-scores: a quiz that releases scores later shows every response
// submitted so far its score.
export const releaseScoresReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, scoresReleasedAt: timestampSchema }),
);

// POST /api/forms/{id}/duplicate: a private copy with the same questions and settings, no
// responses, version 1.
export const duplicateFormReplySchema = createEnvelopeSchema(formSchema);

// GET /api/forms?search&page&limit
export const listFormsQuerySchema = pagingQuerySchema.extend(workspaceQuerySchema.shape);
export const listFormsReplySchema = createEnvelopeSchema(z.array(formSummarySchema), {
  total: countSchema,
});

// GET /api/forms/{id}: the owner's full form, correct answers included.
export const getFormReplySchema = createEnvelopeSchema(formSchema);

// GET /api/forms/{id}/versions, newest first.
export const listFormVersionsReplySchema = createEnvelopeSchema(z.array(formVersionSchema));

// GET /api/forms/{id}/view: what a respondent may see.
export const viewFormReplySchema = createEnvelopeSchema(publicFormSchema);

// GET /api/forms/{id}/spam-check: what a protected form's page sends back with its answers.
export const spamCheckStartReplySchema = createEnvelopeSchema(spamCheckStartSchema);

// GET /api/forms/{id}/blocked-submissions
export const blockedSubmissionsReplySchema = createEnvelopeSchema(blockedSubmissionsSchema);

// DELETE /api/forms/{id}
export const deleteFormReplySchema = messageEnvelopeSchema;

export type SaveFormBody = z.infer<typeof saveFormBodySchema>;
export type SaveTranslationsBody = z.infer<typeof saveTranslationsBodySchema>;
export type ListFormsQuery = z.infer<typeof listFormsQuerySchema>;

// POST /api/forms/{id}/theme-images (multipart, the file field alone): a logo or background
// for the form's theme. GET /api/theme-images/{imageId} serves it to the public page. The
// pictures of image choice options go the same way: /api/forms/{id}/option-images and
// /api/option-images/{imageId} (a resized WebP copy).
export const uploadThemeImageReplySchema = createEnvelopeSchema(
  z.object({ imageId: idSchema, url: z.string() }),
);
export const themeImageParamsSchema = z.object({ imageId: idSchema });
