import { useMemo, useSyncExternalStore } from "react";
import type english from "@/locales/app/en.json";
import { appI18n } from "./app-i18n";
import { readerLocale } from "./reader-locale";

/** The id of a text of the owner's app: a key of the English catalogue. */
export type AppTextId = keyof typeof english;

export type AppTextValues = Record<string, string | number>;

/**
 * A text of the app in the language it speaks, its placeholders filled in; its `locale` is the
 * reader's locale in that language (with the browser's region: en-GB), for the dates, numbers
 * and lists written beside the texts.
 */
export type AppText = ((id: AppTextId, values?: AppTextValues) => string) & { locale: string };

const onLanguageChange = (listener: () => void) => appI18n.on("change", listener);
const spokenLanguage = () => appI18n.locale;

/** The language the app speaks now; a component that reads it renders again when it changes. */
export function useAppLocale(): string {
  return useSyncExternalStore(onLanguageChange, spokenLanguage, spokenLanguage);
}

/** The app's texts in the language it speaks now (no provider: the app has one catalogue). */
export function useAppText(): AppText {
  const locale = useAppLocale();
  return useMemo(() => appTextsIn(locale), [locale]);
}

/** The app's texts in `language`, which must be the language the app speaks. */
export function appTextsIn(language: string): AppText {
  const text = (id: AppTextId, values?: AppTextValues) => appI18n._(id, values);
  return Object.assign(text, { locale: readerLocale(language) });
}

/**
 * One text in the language the app speaks now, for code outside a component (a toast after a
 * request, a page title). A component uses `useAppText`, so that it renders again on a change.
 */
export const appText = (id: AppTextId, values?: AppTextValues): string => appI18n._(id, values);
