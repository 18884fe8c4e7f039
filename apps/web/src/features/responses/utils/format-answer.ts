/** A figure such as an average, to two decimals in the reader's locale. */
export const formatNumber = (value: number, locale?: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/** A histogram bin, "10–20"; a bin of one whole value is just that value. */
export const formatRange = (from: number, to: number, locale?: string) =>
  from === to
    ? formatNumber(from, locale)
    : `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;

/** A respondent's number as they gave it, with the reader's separators. */
export const formatExactNumber = (value: number, locale?: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value);
