import { useMemo, useSyncExternalStore } from "react";
import type english from "@/locales/respond/en.json";
import { respondI18n } from "./respond-i18n";

/** The id of a text of the respondent's page: a key of the English catalogue. */
export type RespondTextId = keyof typeof english;

export type TextValues = Record<string, string | number>;

/**
 * A text of the respondent's page in the language it speaks, its placeholders filled in; its
 * `locale` is that language, for the dates, numbers and lists written beside the texts.
 */
export type RespondText = ((id: RespondTextId, values?: TextValues) => string) & {
  locale: string;
};

const onLanguageChange = (listener: () => void) => respondI18n.on("change", listener);
const spokenLanguage = () => respondI18n.locale;

/**
 * The language the page speaks now; a component that reads it renders again when it changes.
 * (The page's one catalogue instance needs no provider, so any component of it can speak.)
 */
export function useRespondLocale(): string {
  return useSyncExternalStore(onLanguageChange, spokenLanguage, spokenLanguage);
}

/** The page's texts in the language it speaks now. */
export function useRespondText(): RespondText {
  const locale = useRespondLocale();
  return useMemo(() => textsIn(locale), [locale]);
}

/** The page's texts in `locale`, which must be the language the page speaks. */
export function textsIn(locale: string): RespondText {
  const text = (id: RespondTextId, values?: TextValues) => respondI18n._(id, values);
  return Object.assign(text, { locale });
}
