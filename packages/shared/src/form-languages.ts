import { z } from "zod";
import { ADDED_LANGUAGES_MAX } from "./constants";
import { LANGUAGE_CODES, type LanguageCode, offeredLanguagesOf } from "./languages";
import { RESPONDENT_MESSAGES, SETTINGS_MESSAGES } from "./messages";

// A form's languages, as its owner sets them in the Settings panel: the default language, in
// which the public page speaks when it has nothing better, and the languages it adds beside it.

export const languageCodeSchema = z.enum(LANGUAGE_CODES, {
  error: SETTINGS_MESSAGES.languageUnknown,
});

/** The language a respondent answered in, as a submission names it. */
export const responseLanguageSchema = z.enum(LANGUAGE_CODES, {
  error: RESPONDENT_MESSAGES.languageUnknown,
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

/**
 * Why a response cannot say it was answered in `language`, or undefined when the form offers
 * it: the public page shows only the form's languages, so another one is a client's mistake.
 */
export function findResponseLanguageError(
  form: FormLanguages,
  language: LanguageCode,
): string | undefined {
  const offered = offeredLanguagesOf(form);
  return offered.includes(language) ? undefined : RESPONDENT_MESSAGES.languageNotOffered(offered);
}
