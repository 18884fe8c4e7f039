const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const TIME = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatter.format(date);
}

/** e.g. "Mar 4, 2025" */
export const formatDate = (iso: string) => format(DATE, iso);

/** e.g. "9:41 AM" */
export const formatTime = (iso: string) => format(TIME, iso);
