// The languages Formloom speaks to respondents: a form's default language and the ones it adds
// are among these, and the public page's catalogues exist for each. No zod here: the public
// form page reads this module.

export const LANGUAGES = {
  en: { name: "English", englishName: "English", direction: "ltr" },
  de: { name: "Deutsch", englishName: "German", direction: "ltr" },
  fr: { name: "Français", englishName: "French", direction: "ltr" },
  es: { name: "Español", englishName: "Spanish", direction: "ltr" },
  "pt-BR": { name: "Português (Brasil)", englishName: "Portuguese (Brazil)", direction: "ltr" },
  it: { name: "Italiano", englishName: "Italian", direction: "ltr" },
  nl: { name: "Nederlands", englishName: "Dutch", direction: "ltr" },
  pl: { name: "Polski", englishName: "Polish", direction: "ltr" },
  tr: { name: "Türkçe", englishName: "Turkish", direction: "ltr" },
  ja: { name: "日本語", englishName: "Japanese", direction: "ltr" },
  "zh-Hans": { name: "简体中文", englishName: "Simplified Chinese", direction: "ltr" },
  ar: { name: "العربية", englishName: "Arabic", direction: "rtl" },
} as const satisfies Record<
  string,
  { name: string; englishName: string; direction: "ltr" | "rtl" }
>;

export type LanguageCode = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]];

/** English is the source: every text is written in it first, and it is a form's default. */
export const SOURCE_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && Object.hasOwn(LANGUAGES, value);
}

/**
 * The language of `offered` that best serves a reader of `wanted` (a BCP 47 tag such as
 * "de-AT", "zh-CN", "pt" or "ar-EG"), or undefined. An exact tag wins; otherwise the same base
 * language, where Chinese is Simplified only for mainland China, Singapore and Hans script.
 */
export function matchLanguage(
  wanted: string,
  offered: readonly LanguageCode[],
): LanguageCode | undefined {
  const tag = wanted.trim().toLowerCase();
  if (!tag) return undefined;
  const exact = offered.find((code) => code.toLowerCase() === tag);
  if (exact) return exact;
  const [base, ...subtags] = tag.split(/[-_]/);
  if (base === "zh")
    return readsSimplifiedChinese(subtags) ? offered.find((code) => code === "zh-Hans") : undefined;
  return offered.find((code) => code.toLowerCase().split("-")[0] === base);
}

function readsSimplifiedChinese(subtags: string[]): boolean {
  if (subtags.length === 0) return true;
  if (subtags.includes("hant")) return false;
  return subtags.some((subtag) => ["hans", "cn", "sg"].includes(subtag));
}

/** The first of `wanted` (most preferred first) that `offered` serves. */
export function firstMatchingLanguage(
  wanted: readonly string[],
  offered: readonly LanguageCode[],
): LanguageCode | undefined {
  for (const tag of wanted) {
    const match = matchLanguage(tag, offered);
    if (match) return match;
  }
  return undefined;
}

/** The languages a form can be answered in: its default first, then the added ones. */
export function offeredLanguagesOf(settings: {
  language: LanguageCode;
  languages: readonly LanguageCode[];
}): LanguageCode[] {
  return [settings.language, ...settings.languages];
}
