import {
  type FormTexts,
  LANGUAGES,
  type LanguageCode,
  type SourceText,
  translationProgress,
} from "@formloom/shared";
import { appI18n } from "@/lib/i18n/app-i18n";
import { appText } from "@/lib/i18n/use-app-text";

type SummaryInput = {
  language: LanguageCode;
  sourceLanguage: LanguageCode;
  sources: readonly SourceText[];
  texts: FormTexts;
  isFallbackOn: boolean;
};

/** A form language's name in a sentence of the app: English names in English, else the browser's. */
export function languageNameInSentence(code: LanguageCode, locale = appI18n.locale): string {
  const { englishName } = LANGUAGES[code];
  if (locale === "en") return englishName;
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? englishName;
  } catch {
    return englishName;
  }
}

// A name that opens a sentence starts it with a capital ("allemand : …" reads "Allemand : …").
const asSentence = (text: string, locale = appI18n.locale) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The translation view's header line, and whether respondents are offered the language. */
export function summarizeTranslation({
  language,
  sourceLanguage,
  sources,
  texts,
  isFallbackOn,
}: SummaryInput) {
  const { missing, total } = translationProgress(sources, texts);
  const name = languageNameInSentence(language);
  if (missing === 0) {
    return {
      summary: asSentence(
        appText("builder.translationSummary.allTranslated", { language: name, total }),
      ),
      hint: asSentence(appText("builder.translationSummary.offered", { language: name })),
    };
  }
  const fallback = languageNameInSentence(sourceLanguage);
  return {
    summary: asSentence(
      appText("builder.translationSummary.missing", { language: name, missing, total }),
    ),
    hint: asSentence(
      isFallbackOn
        ? appText("builder.translationSummary.offeredWithFallback", { language: name, fallback })
        : appText("builder.translationSummary.notOffered", { language: name }),
    ),
  };
}
