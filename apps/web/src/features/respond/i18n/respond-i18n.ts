import { LANGUAGES, type LanguageCode, SOURCE_LANGUAGE } from "@formloom/shared/languages";
import { type Messages, setupI18n } from "@lingui/core";
import { messages as englishMessages } from "@/locales/respond/en.json?lingui";

/**
 * What the respondent's page says, in the language it speaks. English is the source and ships
 * with the page; every other language is its own chunk, loaded only when a respondent reads it.
 */
export const respondI18n = setupI18n({
  locale: SOURCE_LANGUAGE,
  messages: { en: englishMessages },
});

type CompiledCatalogue = { messages: Messages };

const otherCatalogues = import.meta.glob<CompiledCatalogue>(
  ["../../../locales/respond/*.json", "!../../../locales/respond/en.json"],
  { query: "?lingui" },
);

function loadCatalogue(language: LanguageCode): Promise<CompiledCatalogue> {
  const load = otherCatalogues[`../../../locales/respond/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return load();
}

const loaded = new Set<LanguageCode>([SOURCE_LANGUAGE]);

/**
 * Speaks `language` from now on, once its catalogue is here. A catalogue that cannot load (the
 * network dropped) leaves the page in the language it spoke: better English than nothing.
 */
export async function speakLanguage(language: LanguageCode): Promise<void> {
  if (!loaded.has(language)) {
    const { messages } = await loadCatalogue(language);
    respondI18n.load(language, messages);
    loaded.add(language);
  }
  // Activating tells every text on the page to render again: only for a change of language.
  if (respondI18n.locale !== language) respondI18n.activate(language);
}

export const directionOf = (language: LanguageCode) => LANGUAGES[language].direction;
