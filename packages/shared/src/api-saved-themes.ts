import { z } from "zod";
import { createEnvelopeSchema, messageEnvelopeSchema } from "./api-envelope";
import { idSchema, timestampSchema } from "./entities";
import { formThemeInputSchema, formThemeSchema } from "./form-theme";
import { storableString } from "./storable-text";

// Themes a workspace keeps to reuse on its forms (served under /api/workspaces/{id}/themes).
// A form applies one by copying it into its own settings: changing or deleting a saved theme
// never changes a form. The theme is checked whole, by the same schema and contrast rule as a
// form's, so an API client cannot keep an unreadable one either.

export const SAVED_THEME_NAME_MAX = 60;
export const SAVED_THEMES_PER_WORKSPACE_MAX = 50;

export const SAVED_THEME_MESSAGES = {
  nameRequired: "Enter a name for the theme",
  nameTooLong: `The name must be at most ${SAVED_THEME_NAME_MAX} characters`,
  nameTaken: "This workspace already has a theme with this name: choose another name",
  tooMany: `A workspace can keep at most ${SAVED_THEMES_PER_WORKSPACE_MAX} themes: delete one first`,
  notFound: "Saved theme not found",
  nothingToChange: "Send a new name, a new theme or both",
} as const;

export const savedThemeNameSchema = storableString()
  .trim()
  .min(1, SAVED_THEME_MESSAGES.nameRequired)
  .max(SAVED_THEME_NAME_MAX, SAVED_THEME_MESSAGES.nameTooLong);

/** A theme's name alone, as the save and rename dialogs check it. */
export const savedThemeNameBodySchema = z.object({ name: savedThemeNameSchema });

export const savedThemeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  theme: formThemeSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type SavedTheme = z.infer<typeof savedThemeSchema>;

export const savedThemeParamsSchema = z.object({ workspaceId: idSchema, themeId: idSchema });

export const createSavedThemeBodySchema = z.object({
  name: savedThemeNameSchema,
  theme: formThemeInputSchema,
});

export const updateSavedThemeBodySchema = z
  .object({ name: savedThemeNameSchema.optional(), theme: formThemeInputSchema.optional() })
  .refine((body) => body.name !== undefined || body.theme !== undefined, {
    message: SAVED_THEME_MESSAGES.nothingToChange,
  });

export type CreateSavedThemeBody = z.infer<typeof createSavedThemeBodySchema>;
export type UpdateSavedThemeBody = z.infer<typeof updateSavedThemeBodySchema>;

export const listSavedThemesReplySchema = createEnvelopeSchema(z.array(savedThemeSchema));
export const savedThemeReplySchema = createEnvelopeSchema(savedThemeSchema);
export const deleteSavedThemeReplySchema = messageEnvelopeSchema;
