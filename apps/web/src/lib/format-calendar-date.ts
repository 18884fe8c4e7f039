// Date answers and bounds are calendar days, not instants: read and printed in UTC, so
// "2026-03-01" stays the 1st of March wherever the reader is.
const toUtcDate = (isoDate: string) => {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** "2026-03-01" as the reader's locale writes a date, e.g. "Mar 1, 2026". */
export function formatCalendarDate(isoDate: string, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return format.format(toUtcDate(isoDate));
}

/** "2026-03" as a month and year, e.g. "Mar 2026". */
export function formatMonth(isoMonth: string, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.format(toUtcDate(`${isoMonth}-01`));
}
