import { type FormTheme, THEME_IMAGE_MESSAGES, themeImageIds } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findFormImageIds } from "./repo.js";

/** Refuses a theme naming an image that was not uploaded for this form (none yet: any image). */
export async function checkThemeImages(
  db: Database,
  { formId, theme, field }: { formId: string | undefined; theme: FormTheme | null; field: string },
): Promise<void> {
  const ids = themeImageIds(theme);
  if (ids.length === 0) return;
  const own = formId
    ? await findFormImageIds(db, { formId, purpose: "theme" }, ids)
    : new Set<string>();
  const errors: Record<string, string> = {};
  if (theme?.logo && !own.has(theme.logo.imageId)) {
    errors[`${field}.logo.imageId`] = THEME_IMAGE_MESSAGES.notThisForm;
  }
  if (theme?.backgroundImage && !own.has(theme.backgroundImage.imageId)) {
    errors[`${field}.backgroundImage.imageId`] = THEME_IMAGE_MESSAGES.notThisForm;
  }
  const [message] = Object.values(errors);
  if (message) throw new AppError("VALIDATION_FAILED", message, { errors });
}
