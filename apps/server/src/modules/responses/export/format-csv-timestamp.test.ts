import { describe, expect, it } from "vitest";
import { formatCsvTimestamp } from "./format-csv-timestamp.js";

describe("formatCsvTimestamp", () => {
  it("writes the moment in UTC with its offset, to the second", () => {
    expect(formatCsvTimestamp("2026-11-21T13:05:47.123Z")).toBe("2026-11-21T13:05:47Z");
  });

  it("names the same moment whatever offset it was given in", () => {
    expect(formatCsvTimestamp("2026-11-21T14:05:47.000+01:00")).toBe("2026-11-21T13:05:47Z");
  });
});
