import {
  firstMatchingLanguage,
  LANGUAGES,
  type LanguageCode,
  SOURCE_LANGUAGE,
} from "@formloom/shared/languages";
import { APP_LANGUAGES, speakAppLanguage } from "./app-i18n";

// Which language the owner's app speaks: the user's pick (Profile → Language, kept in this
// browser), then the browser's languages, then English. Only a language the app ships is spoken.

const CHOICE_KEY = "formloom:app-language";

export function readAppLanguageChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function keepAppLanguageChoice(language: LanguageCode): void {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Storage is off (private mode): the pick lasts until the page is left.
  }
}

export function chooseAppLanguage(
  choice: string | null,
  browserLanguages: readonly string[],
  shipped: readonly LanguageCode[] = APP_LANGUAGES,
): LanguageCode {
  const wanted = choice ? [choice, ...browserLanguages] : browserLanguages;
  return firstMatchingLanguage(wanted, shipped) ?? SOURCE_LANGUAGE;
}

function markDocument(language: LanguageCode): void {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGES[language].direction;
}

/**
 * Speaks the user's language before the app's first paint, so nothing flashes in English. A
 * catalogue that cannot load leaves the app in English.
 */
export async function startInChosenLanguage(): Promise<void> {
  const browserLanguages = navigator.languages ?? [navigator.language];
  const language = chooseAppLanguage(readAppLanguageChoice(), browserLanguages);
  try {
    await speakAppLanguage(language);
    markDocument(language);
  } catch {
    markDocument(SOURCE_LANGUAGE);
  }
}

/** The user's pick from Profile: spoken at once, and kept for their next visits. */
export async function changeAppLanguage(language: LanguageCode): Promise<void> {
  await speakAppLanguage(language);
  keepAppLanguageChoice(language);
  markDocument(language);
}
