const NUMBER = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const EXACT_NUMBER = new Intl.NumberFormat(undefined, { maximumFractionDigits: 20 });

/** A figure such as an average, to two decimals in the reader's locale. */
export const formatNumber = (value: number) => NUMBER.format(value);

/** A histogram bin, "10–20"; a bin of one whole value is just that value. */
export const formatRange = (from: number, to: number) =>
  from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`;

/** A respondent's number as they gave it, with the reader's separators. */
export const formatExactNumber = (value: number) => EXACT_NUMBER.format(value);
