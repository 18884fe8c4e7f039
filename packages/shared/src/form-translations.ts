import { FORM_DESCRIPTION_MAX } from "./constants";
import { currentTextsOf, type FormTexts, missingTextsOf, type SourceText } from "./form-texts";
import { LANGUAGES, type LanguageCode } from "./languages";

// The rules of saving one language's translations (PUT /api/forms/{id}/translations/{language}),
// shared by the server, which enforces them, and the builder, which shows them before saving.

/** A key names a question id, a field and at most an option's text. */
export const FORM_TEXT_KEY_MAX = 300;
/** The longest field a form has; each text is then held to its own field's limit. */
export const TRANSLATED_TEXT_MAX = FORM_DESCRIPTION_MAX;

const nameOf = (language: LanguageCode) => LANGUAGES[language].englishName;

export const TRANSLATIONS_MESSAGES = {
  keyTooLong: `A text key must be at most ${FORM_TEXT_KEY_MAX} characters`,
  textTooLong: `A translation must be at most ${TRANSLATED_TEXT_MAX} characters`,
  languageNotAdded: (language: LanguageCode) =>
    `${nameOf(language)} is not one of this form's added languages`,
  unknownKey: "This text is no longer in the form",
  tooLongFor: (max: number) => `This translation must be at most ${max} characters`,
  missingSummary: (language: LanguageCode, missing: number, total: number) =>
    `${nameOf(language)}: ${missing} of ${total} texts missing`,
} as const;

/**
 * Key → message for each translation the form cannot take: a key it no longer has, or a text
 * longer than its field allows. Empty when every text fits.
 */
export function findTranslationIssues(
  sources: readonly SourceText[],
  texts: FormTexts,
): Record<string, string> {
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const issues: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const source = byKey.get(key);
    if (!source) issues[key] = TRANSLATIONS_MESSAGES.unknownKey;
    else if (text.length > source.max) issues[key] = TRANSLATIONS_MESSAGES.tooLongFor(source.max);
  }
  return issues;
}

/** How far a language is translated, as the builder and the API report it. */
export function translationProgress(sources: readonly SourceText[], texts: FormTexts | undefined) {
  return {
    total: sources.length,
    missing: missingTextsOf(sources, texts).length,
    translated: Object.keys(currentTextsOf(sources, texts)).length,
  };
}
