import { describe, expect, it } from "vitest";
import { keepsWholeSpan } from "./build-responses-filter.js";

const span = {
  first: new Date("2026-03-01T08:00:00Z"),
  last: new Date("2026-03-05T23:59:00Z"),
};

describe("keepsWholeSpan", () => {
  it("is true when the dates take in every response, a date-only 'to' taking its whole day", () => {
    expect(keepsWholeSpan({ from: "2026-03-01", to: "2026-03-05" }, span)).toBe(true);
    expect(keepsWholeSpan({ from: "2026-02-01" }, span)).toBe(true);
    expect(keepsWholeSpan({ to: "2026-03-06T00:00:00Z" }, span)).toBe(true);
  });

  it("is false when a date cuts some off, or when text or an answer filters too", () => {
    expect(keepsWholeSpan({ from: "2026-03-02" }, span)).toBe(false);
    expect(keepsWholeSpan({ to: "2026-03-05T12:00:00Z" }, span)).toBe(false);
    expect(keepsWholeSpan({ from: "2026-01-01", q: "blue" }, span)).toBe(false);
    expect(keepsWholeSpan({ question: "x", answer: "A" }, span)).toBe(false);
  });
});
