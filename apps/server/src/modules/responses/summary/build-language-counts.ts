import { isLanguageCode, type LanguageCode, type LanguageCount } from "@formloom/shared";

/**
 * The summary's languages: each the form offers, in its order (none counted is 0), then any
 * other that responses were answered in (a language the form no longer offers), most answered
 * first. A code that is no language (never stored: submissions are checked) is left out.
 */
export function buildLanguageCounts(
  offered: readonly LanguageCode[],
  counted: ReadonlyMap<string, number>,
): LanguageCount[] {
  const countOf = (language: string) => counted.get(language) ?? 0;
  const others = [...counted.keys()]
    .filter((code): code is LanguageCode => isLanguageCode(code) && !offered.includes(code))
    .sort((a, b) => countOf(b) - countOf(a) || a.localeCompare(b));
  return [...offered, ...others].map((language) => ({ language, count: countOf(language) }));
}
