// Dates are shown in the reader's locale, everywhere.
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const MONTH_YEAR = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatter.format(date);
}

/** e.g. "Mar 4, 2025" */
export const formatDate = (iso: string) => format(DATE, iso);

/** e.g. "9:41 AM" */
export const formatTime = (iso: string) => format(TIME, iso);

/** e.g. "Mar 4, 2025, 9:41 AM" */
export const formatDateTime = (iso: string) => format(DATE_TIME, iso);

/** e.g. "March 2025" */
export const formatMonthYear = (iso: string) => format(MONTH_YEAR, iso);
