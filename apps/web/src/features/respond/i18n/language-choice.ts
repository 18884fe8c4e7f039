import type { PublicForm } from "@formloom/shared";
import {
  firstMatchingLanguage,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  offeredLanguagesOf,
  SOURCE_LANGUAGE,
} from "@formloom/shared/languages";

// Which language the respondent's page speaks: the one the respondent picked (the page's
// language menu, or ?lang=de in its address), then the browser's languages, then the form's
// default. Only a language the form offers is spoken.

const CHOICE_KEY = "formloom:language";

/**
 * The respondent's own pick: the address's ?lang= first (kept for their next forms), then the
 * one this browser kept.
 */
export function readLanguageChoice(search: string): string | null {
  const fromAddress = new URLSearchParams(search).get("lang");
  if (isLanguageCode(fromAddress)) rememberLanguage(fromAddress);
  if (fromAddress) return fromAddress;
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function rememberLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Storage is off (private mode, a sandboxed frame): the address still carries the pick.
  }
}

/** Keeps the pick for the respondent's next forms, and in the address for a reload or a share. */
export function keepLanguageChoice(language: LanguageCode): void {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  url.searchParams.set("lang", language);
  window.history.replaceState(window.history.state, "", url);
}

/** The languages a form speaks: its default first, then the ones its owner added. */
export function offeredLanguages(form: PublicForm | undefined): LanguageCode[] {
  return form ? offeredLanguagesOf(form.settings) : LANGUAGE_CODES;
}

/**
 * The language a response is recorded in: the one the page speaks, or (when its catalogue could
 * not load and the page fell back to English) the form's default.
 */
export function answeredLanguage(form: PublicForm, spoken: string): LanguageCode {
  const offered = offeredLanguages(form);
  return offered.find((language) => language === spoken) ?? form.settings.language;
}

/** The default a form falls back to when none of the respondent's languages is offered. */
const defaultLanguageOf = (form: PublicForm | undefined): LanguageCode =>
  offeredLanguages(form)[0] ?? SOURCE_LANGUAGE;

export function chooseLanguage(
  form: PublicForm | undefined,
  choice: string | null,
  browserLanguages: readonly string[],
): LanguageCode {
  const wanted = choice ? [choice, ...browserLanguages] : browserLanguages;
  return firstMatchingLanguage(wanted, offeredLanguages(form)) ?? defaultLanguageOf(form);
}
