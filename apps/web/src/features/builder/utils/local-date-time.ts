import { appText } from "@/lib/i18n/use-app-text";

// The Settings panel's closing time: the owner picks a local date and time, the server stores
// an instant (ISO with offset), and the panel names the time zone it was read in.

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` value in this browser's time zone ("" for none). */
export function toLocalDateTimeInput(iso: string | null): string {
  if (iso === null) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value, read in this browser's time zone, as an ISO instant. */
export function fromLocalDateTimeInput(value: string): string | null {
  if (value.trim() === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The owner's time zone, as the browser names it ("Europe/Paris"). */
export function getTimeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || appText("builder.closing.localTime");
}
