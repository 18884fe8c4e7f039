import {
  type FormTexts,
  LANGUAGES,
  type LanguageCode,
  type SourceText,
  TRANSLATIONS_MESSAGES,
  translationProgress,
} from "@formloom/shared";

type SummaryInput = {
  language: LanguageCode;
  sourceLanguage: LanguageCode;
  sources: readonly SourceText[];
  texts: FormTexts;
  isFallbackOn: boolean;
};

/** The translation view's header line, and whether respondents are offered the language. */
export function summarizeTranslation({
  language,
  sourceLanguage,
  sources,
  texts,
  isFallbackOn,
}: SummaryInput) {
  const { missing, total } = translationProgress(sources, texts);
  const name = LANGUAGES[language].englishName;
  if (missing === 0) {
    return {
      summary: `${name}: all ${total} texts translated`,
      hint: `Respondents are offered ${name}.`,
    };
  }
  const fallback = LANGUAGES[sourceLanguage].englishName;
  return {
    summary: TRANSLATIONS_MESSAGES.missingSummary(language, missing, total),
    hint: isFallbackOn
      ? `Respondents are offered ${name}; the missing texts read in ${fallback}.`
      : `Respondents are not offered ${name} until every text is translated, or the default text is shown where a translation is missing.`,
  };
}
