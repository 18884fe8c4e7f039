/** A time to complete as the reader's locale writes it, in the largest unit that fits: 45 s, 3 min, 2 h. */
export function formatDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 90
      ? [seconds, "second"]
      : seconds < 90 * 60
        ? [seconds / 60, "minute"]
        : [seconds / 3600, "hour"];
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: unit === "second" ? 0 : 1,
  }).format(value as number);
}

export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    share,
  );
}
