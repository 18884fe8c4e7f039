import { readerLocale } from "./i18n/reader-locale";

// Dates are shown in the reader's locale, everywhere: the language the app speaks, with the
// browser's region when it reads that language (i18n/reader-locale.ts), unless a caller passes one.
type Style = "date" | "time" | "dateTime" | "monthYear";

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  monthYear: { month: "long", year: "numeric" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, locale: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(style: Style, iso: string, locale = readerLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatterFor(style, locale).format(date);
}

/** e.g. "Mar 4, 2025" */
export const formatDate = (iso: string, locale?: string) => format("date", iso, locale);

/** e.g. "9:41 AM" */
export const formatTime = (iso: string, locale?: string) => format("time", iso, locale);

/** e.g. "Mar 4, 2025, 9:41 AM" */
export const formatDateTime = (iso: string, locale?: string) => format("dateTime", iso, locale);

/** e.g. "March 2025" */
export const formatMonthYear = (iso: string, locale?: string) => format("monthYear", iso, locale);
