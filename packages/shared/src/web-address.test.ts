import { describe, expect, it } from "vitest";
import { isWebAddress } from "./web-address";

describe("isWebAddress", () => {
  it("takes absolute addresses with a host and an allowed protocol", () => {
    expect(isWebAddress("https://example.org/thanks?from=form#top", ["https:"])).toBe(true);
    expect(isWebAddress("http://localhost:8080/hook", ["http:", "https:"])).toBe(true);
    expect(isWebAddress("https://bücher.example/%20x", ["https:"])).toBe(true);
  });

  it("refuses other protocols and addresses without a host", () => {
    for (const value of ["http://example.org", "javascript:alert(1)", "https://", "/thanks", ""]) {
      expect(isWebAddress(value, ["https:"]), value).toBe(false);
    }
  });

  it("refuses the spaces and control characters the URL parser would silently drop", () => {
    for (const value of [
      "https://evil.example/\r\nSet-Cookie: x=1",
      "https://example.org/a\nb",
      "https://example.org/\ta",
      "https://example.org/a b",
      " https://example.org/",
      "https://example.org/\u0000",
      "https://example.org/\u0085",
      "https://example.org/\u2028",
      "https://example.org/\u00a0",
      "https://exa\u200bmple.org/",
      "\ufeffhttps://example.org/",
      "https://example.org/\u007f",
    ]) {
      expect(isWebAddress(value, ["https:"]), JSON.stringify(value)).toBe(false);
    }
  });
});
