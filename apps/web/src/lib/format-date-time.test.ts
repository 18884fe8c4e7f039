import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonthYear, formatTime } from "./format-date-time";

const MARCH_4_941 = new Date(2025, 2, 4, 9, 41).toISOString();

describe("date formatting", () => {
  it("shows the date, the time, both, or the month in the reader's locale", () => {
    const locale = new Intl.DateTimeFormat().resolvedOptions().locale;
    const expected = (options: Intl.DateTimeFormatOptions) =>
      new Date(MARCH_4_941).toLocaleString(locale, options);
    expect(formatDate(MARCH_4_941)).toBe(expected({ dateStyle: "medium" }));
    expect(formatTime(MARCH_4_941)).toBe(expected({ timeStyle: "short" }));
    expect(formatDateTime(MARCH_4_941)).toBe(expected({ dateStyle: "medium", timeStyle: "short" }));
    expect(formatMonthYear(MARCH_4_941)).toBe(expected({ month: "long", year: "numeric" }));
  });

  it("keeps the date and the time of the same moment together", () => {
    expect(formatDateTime(MARCH_4_941)).toContain(formatDate(MARCH_4_941));
    expect(formatDateTime(MARCH_4_941)).toContain(formatTime(MARCH_4_941));
  });

  it("shows a dash for a value that is not a date, instead of throwing", () => {
    for (const format of [formatDate, formatTime, formatDateTime, formatMonthYear]) {
      expect(format("not a date")).toBe("—");
    }
  });
});
