import { z } from "zod";
import { ADDED_LANGUAGES_MAX } from "./constants";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";
import { SETTINGS_MESSAGES } from "./messages";

// A form's languages, as its owner sets them in the Settings panel: the default language, in
// which the public page speaks when it has nothing better, and the languages it adds beside it.

export const languageCodeSchema = z.enum(LANGUAGE_CODES, {
  error: SETTINGS_MESSAGES.languageUnknown,
});

/** The added languages as saved: known codes, each once (a repeat is dropped), in the given order. */
export const addedLanguagesSchema = z
  .array(languageCodeSchema)
  .max(ADDED_LANGUAGES_MAX, SETTINGS_MESSAGES.languagesTooMany)
  .transform((codes) => [...new Set(codes)]);

type FormLanguages = { language: LanguageCode; languages: readonly LanguageCode[] };

/**
 * Whether the default language is also listed among the added ones: refused rather than
 * dropped, since the owner may have meant another default.
 */
export function isDefaultLanguageAdded({ language, languages }: FormLanguages): boolean {
  return languages.includes(language);
}
