import {
  SAVED_THEME_MESSAGES,
  SAVED_THEME_NAME_MAX,
  SAVED_THEMES_PER_WORKSPACE_MAX,
} from "@formloom/shared";
import type { ErrorCode } from "@formloom/shared/error-codes";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import type { AppText, AppTextId } from "@/lib/i18n/use-app-text";

/** The shared schema's English rule for a theme's name, said in the app's language. */
export function themeNameRuleText(t: AppText, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === SAVED_THEME_MESSAGES.nameTooLong) {
    return t("builder.theme.saved.nameTooLong", { max: SAVED_THEME_NAME_MAX });
  }
  return t("builder.theme.saved.nameRequired");
}

// The server's refusals, by their code; an unreadable theme is refused as invalid input.
const ERROR_TEXTS: Partial<Record<ErrorCode, () => [AppTextId, Record<string, number>?]>> = {
  SAVED_THEME_NAME_TAKEN: () => ["builder.theme.saved.nameTaken"],
  TOO_MANY_SAVED_THEMES: () => [
    "builder.theme.saved.tooMany",
    { max: SAVED_THEMES_PER_WORKSPACE_MAX },
  ],
  VALIDATION_FAILED: () => ["builder.theme.contrastFails"],
};

/** What went wrong saving, renaming or deleting a theme, in the app's words when known. */
export function savedThemeErrorText(t: AppText, error: unknown, fallback: AppTextId): string {
  const known = isApiError(error) && error.code ? ERROR_TEXTS[error.code]?.() : undefined;
  return known ? t(...known) : getErrorMessage(error, t(fallback));
}
