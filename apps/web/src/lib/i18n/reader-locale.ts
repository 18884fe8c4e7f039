import { appI18n } from "./app-i18n";

/**
 * The locale dates and numbers are written in for the app's reader: the browser's own tag when
 * it is the language the app speaks (so an en-GB reader gets "4 Mar 2025"), else that language
 * itself (a German reading the app in an English browser gets German dates with German texts).
 */
export function readerLocale(
  spoken: string = appI18n.locale,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  const base = (tag: string) => tag.toLowerCase().split("-")[0];
  return browserLanguages.find((tag) => base(tag) === base(spoken)) ?? spoken;
}
