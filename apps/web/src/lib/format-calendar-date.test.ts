import { afterEach, describe, expect, it } from "vitest";
import { restoreTimeZone } from "@/test/time-zone";
import { formatCalendarDate, formatMonth } from "./format-calendar-date";

const originalTimeZone = process.env.TZ;
afterEach(() => {
  restoreTimeZone(originalTimeZone);
});

describe("formatCalendarDate", () => {
  it("keeps the calendar day west and east of Greenwich", () => {
    for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(formatCalendarDate("2026-03-01", "en-US")).toBe("Mar 1, 2026");
      expect(formatCalendarDate("2026-12-31", "en-GB")).toBe("31 Dec 2026");
    }
  });
});

describe("formatMonth", () => {
  it("names the month and year in the given locale", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatMonth("2026-01", "en-US")).toBe("Jan 2026");
    expect(formatMonth("2026-01", "de-DE")).toBe("Jan. 2026");
  });
});
