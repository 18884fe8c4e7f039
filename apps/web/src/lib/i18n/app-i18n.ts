import { type LanguageCode, SOURCE_LANGUAGE } from "@formloom/shared/languages";
import { type Messages, setupI18n } from "@lingui/core";
import { messages as englishMessages } from "@/locales/app/en.json?lingui";

/**
 * What the owner's app says, in the language its user reads. English is the source and ships
 * with the app; every other language is its own chunk, loaded only for a user who reads it. The
 * respondent's page has its own catalogue (features/respond/i18n), so it carries none of these.
 */
export const appI18n = setupI18n({
  locale: SOURCE_LANGUAGE,
  messages: { en: englishMessages },
});

type CompiledCatalogue = { messages: Messages };

const otherCatalogues = import.meta.glob<CompiledCatalogue>(
  ["../../locales/app/*.json", "!../../locales/app/en.json"],
  { query: "?lingui" },
);

const catalogueFile = (language: string) => `../../locales/app/${language}.json`;

/** The languages the app ships a catalogue for, English first. */
export const APP_LANGUAGES: LanguageCode[] = [
  SOURCE_LANGUAGE,
  ...(Object.keys(otherCatalogues)
    .map((file) => file.replace(/^.*\/([^/]+)\.json$/, "$1"))
    .sort() as LanguageCode[]),
];

const loaded = new Set<string>([SOURCE_LANGUAGE]);

/**
 * Speaks `language` from now on, once its catalogue is here. A catalogue that cannot load (the
 * network dropped) rejects, and the app keeps the language it spoke.
 */
export async function speakAppLanguage(language: LanguageCode): Promise<void> {
  if (!loaded.has(language)) {
    const load = otherCatalogues[catalogueFile(language)];
    if (!load) throw new Error(`No catalogue for ${language}`);
    const { messages } = await load();
    appI18n.load(language, messages);
    loaded.add(language);
  }
  // Activating tells every text on screen to render again: only for a change of language.
  if (appI18n.locale !== language) appI18n.activate(language);
}
