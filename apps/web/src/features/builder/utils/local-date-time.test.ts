import { describe, expect, it } from "vitest";
import { fromLocalDateTimeInput, getTimeZoneName, toLocalDateTimeInput } from "./local-date-time";

describe("local date and time", () => {
  it("goes from the input's local value to an instant and back", () => {
    const iso = fromLocalDateTimeInput("2026-05-01T18:30");
    expect(iso).toBe(new Date(2026, 4, 1, 18, 30).toISOString());
    expect(toLocalDateTimeInput(iso)).toBe("2026-05-01T18:30");
  });

  it("reads a blank or broken value as no time", () => {
    expect(fromLocalDateTimeInput("")).toBeNull();
    expect(fromLocalDateTimeInput("tomorrow")).toBeNull();
    expect(toLocalDateTimeInput(null)).toBe("");
    expect(toLocalDateTimeInput("not a date")).toBe("");
  });

  it("names the browser's time zone", () => {
    expect(getTimeZoneName()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
